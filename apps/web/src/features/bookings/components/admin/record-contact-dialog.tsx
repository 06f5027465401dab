import {
  Dialog,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  TextField,
  Typography,
} from '@mui/material';
import {
  CONTACT_METHODS,
  CONTACT_NOTES_MAX_LENGTH,
  bookingMessages,
  type ContactMethod,
} from '@trip/shared/bookings/constants';
import type { Booking } from '@trip/shared/bookings/schemas';
import { useId, useState, type FormEvent } from 'react';
import { FormDialogActions } from '../../../../components/form/form-dialog-actions';
import { isSessionExpiredError } from '../../../../lib/api-client';
import { useRecordContact } from '../../api/admin-record-contact';
import { METHOD_LABELS } from './booking-display';

type RecordContactDialogProps = {
  /** The booking to record a contact for; the dialog is open while there is one. */
  booking: Booking | undefined;
  onClose: () => void;
  onRecorded: (booking: Booking) => void;
  /** A failed save: the admin must know their note was not kept. */
  onFailed: (message: string) => void;
};

/** The record-contact dialog: method (default phone), reached or not (default no), notes. */
export function RecordContactDialog({
  booking,
  onClose,
  onRecorded,
  onFailed,
}: RecordContactDialogProps) {
  const titleId = useId();
  const record = useRecordContact();
  // The form stays while the dialog fades out.
  const [shown, setShown] = useState(booking);
  if (booking !== undefined && booking !== shown) setShown(booking);
  return (
    <Dialog
      open={booking !== undefined}
      onClose={record.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ paper: { sx: { borderRadius: '16px', m: 2 } } }}
    >
      {shown && (
        <ContactForm
          key={shown._id}
          titleId={titleId}
          booking={shown}
          saving={record.isPending}
          onCancel={onClose}
          onSubmit={(attempt) =>
            record.mutate(
              { id: shown._id, attempt },
              {
                onSuccess: onRecorded,
                onError: (error) => {
                  if (isSessionExpiredError(error)) return;
                  // The spec only logs this failure; the snackbar the caller shows tells the admin too.
                  console.error(bookingMessages.contactFailed, error);
                  onFailed(bookingMessages.contactFailed);
                },
              },
            )
          }
        />
      )}
    </Dialog>
  );
}

type Attempt = { method: ContactMethod; successful: boolean; notes: string };

type ContactFormProps = {
  titleId: string;
  booking: Booking;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (attempt: Attempt) => void;
};

function ContactForm({ titleId, booking, saving, onCancel, onSubmit }: ContactFormProps) {
  const [method, setMethod] = useState<ContactMethod>('phone');
  const [successful, setSuccessful] = useState(false);
  const [notes, setNotes] = useState('');
  const methodId = useId();
  const outcomeId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!saving) onSubmit({ method, successful, notes });
  };

  return (
    <form noValidate onSubmit={submit}>
      <DialogTitle id={titleId} sx={{ fontWeight: 700, pb: 0.5 }}>
        Record Contact
      </DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {booking.customerInfo.fullName} · {booking.customerInfo.phone}
        </Typography>
        <FormControl>
          <FormLabel id={methodId}>Method</FormLabel>
          <RadioGroup
            row
            aria-labelledby={methodId}
            name="contact-method"
            value={method}
            onChange={(event) => setMethod(event.target.value as ContactMethod)}
          >
            {CONTACT_METHODS.map((option) => (
              <FormControlLabel
                key={option}
                value={option}
                control={<Radio />}
                label={METHOD_LABELS[option]}
              />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id={outcomeId}>Reached the customer?</FormLabel>
          <RadioGroup
            row
            aria-labelledby={outcomeId}
            name="contact-successful"
            value={successful ? 'yes' : 'no'}
            onChange={(event) => setSuccessful(event.target.value === 'yes')}
          >
            <FormControlLabel value="yes" control={<Radio />} label="Yes" />
            <FormControlLabel value="no" control={<Radio />} label="No" />
          </RadioGroup>
        </FormControl>
        <TextField
          id="contact-notes"
          label="Notes"
          multiline
          minRows={3}
          fullWidth
          value={notes}
          onChange={(event) => setNotes(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CONTACT_NOTES_MAX_LENGTH } }}
        />
      </DialogContent>
      <FormDialogActions busy={saving} submitLabel="Save Contact" onCancel={onCancel} />
    </form>
  );
}
