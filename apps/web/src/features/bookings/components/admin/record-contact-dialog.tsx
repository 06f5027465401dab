import { Dialog, DialogContent, DialogTitle, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  CONTACT_METHODS,
  CONTACT_NOTES_MAX_LENGTH,
  bookingMessages,
} from '@trip/shared/bookings/constants';
import {
  contactAttemptBodySchema,
  type Booking,
  type ContactAttemptBody,
  type ContactAttemptBodyInput,
} from '@trip/shared/bookings/schemas';
import { useId, useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormDialogActions } from '../../../../components/form/form-dialog-actions';
import { FormRadioGroup } from '../../../../components/form/form-radio-group';
import { FormTextField } from '../../../../components/form/form-text-field';
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

type ContactFormProps = {
  titleId: string;
  booking: Booking;
  saving: boolean;
  onCancel: () => void;
  onSubmit: (attempt: ContactAttemptBody) => void;
};

const METHOD_OPTIONS = CONTACT_METHODS.map((method) => ({
  value: method,
  label: METHOD_LABELS[method],
}));
const OUTCOME_OPTIONS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

function ContactForm({ titleId, booking, saving, onCancel, onSubmit }: ContactFormProps) {
  const form = useForm<ContactAttemptBodyInput, unknown, ContactAttemptBody>({
    resolver: zodResolver(contactAttemptBodySchema),
    defaultValues: { method: 'phone', successful: 'no', notes: '' },
  });
  const submit = form.handleSubmit((attempt) => {
    if (!saving) onSubmit(attempt);
  });

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={submit}>
        <DialogTitle id={titleId} sx={{ fontWeight: 700, pb: 0.5 }}>
          Record Contact
        </DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2.5 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {booking.customerInfo.fullName} · {booking.customerInfo.phone}
          </Typography>
          <FormRadioGroup<ContactAttemptBodyInput>
            name="method"
            label="Method"
            options={METHOD_OPTIONS}
          />
          <FormRadioGroup<ContactAttemptBodyInput>
            name="successful"
            label="Reached the customer?"
            options={OUTCOME_OPTIONS}
          />
          <FormTextField<ContactAttemptBodyInput>
            name="notes"
            id="contact-notes"
            label="Notes"
            multiline
            minRows={3}
            fullWidth
            counter={CONTACT_NOTES_MAX_LENGTH}
            slotProps={{ htmlInput: { maxLength: CONTACT_NOTES_MAX_LENGTH } }}
          />
        </DialogContent>
        <FormDialogActions busy={saving} submitLabel="Save Contact" onCancel={onCancel} />
      </form>
    </FormProvider>
  );
}
