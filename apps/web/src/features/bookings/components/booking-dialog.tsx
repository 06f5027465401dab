/**
 * The booking request dialog, for a tour package or a generated itinerary.
 *
 * Props:
 * - `open`, `onClose`: shown while `open`; `onClose` is called when the visitor closes it, and
 *   by the dialog itself 2 s after a successful request. It is not called while sending.
 * - `itemType`: 'package' or 'itinerary' (default 'package').
 * - `packageId`, `packageSlug`: which package or itinerary is asked for; give at least one
 *   (the id of the package or itinerary, and its slug).
 * - `packageTitle`, `packagePrice`: shown at the top of the dialog only. `packagePrice` is the
 *   per-person price in whole units of `currency` (default INR). The server books with the
 *   title and price it holds for the item, whatever is shown here.
 *
 * After a success the form empties itself once the dialog has closed, ready for another
 * request. Every try of one submission carries the same Idempotency-Key, so a retry after a
 * lost answer never books twice; changing any field makes it a new submission with a new key.
 */
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  IconButton,
  TextField,
  Typography,
  type TextFieldProps,
} from '@mui/material';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import CloseIcon from '@mui/icons-material/Close';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  earliestStart,
  tripLimitProblems,
  type TripLimits,
} from '@trip/shared/bookings/trip-limits';
import {
  BOOKING_MAX_TRAVELERS,
  BOOKING_MIN_TRAVELERS,
  FULL_NAME_MAX_LENGTH,
  PREFERRED_DATE_MAX_DAYS_AHEAD,
  SPECIAL_REQUESTS_MAX_LENGTH,
  bookingMessages,
  type BookingItemType,
} from '@trip/shared/bookings/constants';
import {
  createBookingRequestSchema,
  type BookingRequest,
  type BookingRequestInput,
} from '@trip/shared/bookings/schemas';
import { addDays, todayInIndia } from '@trip/shared/itineraries/trip-dates';
import type { PackageCurrency } from '@trip/shared/tour-packages/constants';
import { formatPrice } from '@trip/shared/common/money';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useController, useForm, type Control, type FieldPath } from 'react-hook-form';
import { errorMessage } from '../../../lib/error-message';
import { applyServerErrors } from '../../../components/form/server-errors';
import { newIdempotencyKey, useCreateBooking } from '../api/create-booking';

/** How long the success message shows before the dialog closes. */
export const BOOKING_SUCCESS_CLOSE_MS = 2000;

export type BookingDialogProps = {
  open: boolean;
  onClose: () => void;
  itemType?: BookingItemType;
  packageId?: string;
  packageSlug?: string;
  packageTitle: string;
  packagePrice: number;
  currency?: PackageCurrency;
  /** The package's party size and advance booking, checked before the request is sent. */
  limits?: TripLimits;
  /** What the form starts with: an itinerary's own travellers and start date. */
  defaults?: { travelers?: number; preferredDate?: string };
};

type BookingFields = BookingRequestInput;

/** The fields the visitor fills in; the server may name any of them in its fieldErrors. */
const VISITOR_FIELDS = [
  'fullName',
  'phone',
  'travelers',
  'preferredDate',
  'email',
  'specialRequests',
] as const satisfies readonly FieldPath<BookingFields>[];

export function BookingDialog(props: BookingDialogProps) {
  const { open, onClose, packageTitle } = props;
  const titleId = useId();
  // A new form (and request state) after every close that followed a success, or for another item.
  const [round, setRound] = useState(0);
  const [sending, setSending] = useState(false);
  const [done, setDone] = useState(false);
  const formKey = `${props.itemType ?? 'package'}:${props.packageId}:${props.packageSlug}:${round}`;

  const close = () => {
    if (!sending) onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      slotProps={{
        transition: {
          onExited: () => {
            if (done) {
              setDone(false);
              setRound((value) => value + 1);
            }
          },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700, pr: 7, pb: 0.5 }}>
        Book Your Trip
      </DialogTitle>
      <IconButton
        aria-label="Close"
        onClick={close}
        disabled={sending}
        sx={{ position: 'absolute', top: 10, right: 10 }}
      >
        <CloseIcon />
      </IconButton>
      <Box sx={{ px: 3, pb: 1 }}>
        <Typography sx={{ fontWeight: 600 }}>{packageTitle}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {formatPrice(props.packagePrice, props.currency)} per person
        </Typography>
      </Box>
      <BookingForm
        key={formKey}
        {...props}
        onSendingChange={setSending}
        onSuccess={() => setDone(true)}
        onCancel={close}
      />
    </Dialog>
  );
}

type BookingFormProps = BookingDialogProps & {
  onSendingChange: (sending: boolean) => void;
  onSuccess: () => void;
  onCancel: () => void;
};

function BookingForm({
  onClose,
  itemType = 'package',
  packageId,
  packageSlug,
  packageTitle,
  packagePrice,
  limits,
  defaults,
  onSendingChange,
  onSuccess,
  onCancel,
}: BookingFormProps) {
  const schema = useMemo(
    () =>
      createBookingRequestSchema().superRefine((request, context) => {
        if (!limits) return;
        const problems = tripLimitProblems(limits, request, todayInIndia());
        for (const [field, message] of Object.entries(problems)) {
          context.addIssue({ code: 'custom', path: [field], message });
        }
      }),
    [limits],
  );
  const { control, handleSubmit, setError, formState } = useForm<
    BookingFields,
    unknown,
    BookingRequest
  >({
    resolver: zodResolver(schema),
    defaultValues: {
      itemType,
      packageId,
      packageSlug,
      packageTitle,
      packagePrice,
      fullName: '',
      phone: '',
      travelers: String(defaults?.travelers ?? limits?.minTravelers ?? 1),
      preferredDate: defaults?.preferredDate ?? '',
      email: '',
      specialRequests: '',
    },
  });
  const booking = useCreateBooking();
  const [failure, setFailure] = useState<string>();
  const [success, setSuccess] = useState<string>();
  const attempt = useRef<{ key: string; fingerprint: string }>(undefined);
  const successRef = useRef<HTMLDivElement>(null);
  const today = todayInIndia();

  useEffect(() => {
    onSendingChange(booking.isPending);
  }, [booking.isPending, onSendingChange]);

  useEffect(() => {
    if (success === undefined) return;
    successRef.current?.focus();
    const timer = setTimeout(onClose, BOOKING_SUCCESS_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [success, onClose]);

  const submit = handleSubmit(async (request) => {
    setFailure(undefined);
    // The same answers sent again are the same submission: they keep its key.
    const fingerprint = JSON.stringify(request);
    if (attempt.current?.fingerprint !== fingerprint) {
      attempt.current = { key: newIdempotencyKey(), fingerprint };
    }
    try {
      const answer = await booking.mutateAsync({ request, idempotencyKey: attempt.current.key });
      setSuccess(answer.message || bookingMessages.submitted);
      onSuccess();
    } catch (error) {
      const message = errorMessage(error, {
        fallback: bookingMessages.submitFailed,
        network: bookingMessages.submitNetworkFailed,
      });
      setFailure(applyServerErrors(error, VISITOR_FIELDS, setError, message));
    }
  });

  if (success !== undefined) {
    return (
      <DialogContent>
        <Box
          ref={successRef}
          tabIndex={-1}
          role="status"
          sx={{ textAlign: 'center', py: { xs: 3, sm: 4 }, outline: 'none' }}
        >
          <CheckCircleIcon sx={{ fontSize: 64, color: 'success.main' }} aria-hidden="true" />
          <Typography sx={{ fontWeight: 600, fontSize: '1.1rem', mt: 1.5 }}>{success}</Typography>
        </Box>
      </DialogContent>
    );
  }

  const sending = formState.isSubmitting;
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <DialogContent sx={{ pt: 1.5 }}>
        {failure && (
          <Alert severity="error" role="alert" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            pt: 1,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <Field
            control={control}
            name="fullName"
            label="Full Name"
            required
            autoComplete="name"
            slotProps={{ htmlInput: { maxLength: FULL_NAME_MAX_LENGTH } }}
          />
          <Field
            control={control}
            name="phone"
            label="Phone Number"
            required
            type="tel"
            autoComplete="tel"
            slotProps={{ htmlInput: { inputMode: 'tel' } }}
          />
          <Field
            control={control}
            name="travelers"
            label="Number of Travelers"
            required
            type="number"
            slotProps={{
              htmlInput: {
                min: limits?.minTravelers ?? BOOKING_MIN_TRAVELERS,
                max: limits?.maxTravelers ?? BOOKING_MAX_TRAVELERS,
                step: 1,
                inputMode: 'numeric',
              },
            }}
          />
          <Field
            control={control}
            name="preferredDate"
            label="Preferred Date"
            required
            type="date"
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: {
                min: limits ? earliestStart(limits, today) : today,
                max: addDays(today, PREFERRED_DATE_MAX_DAYS_AHEAD),
              },
            }}
          />
          <Field
            control={control}
            name="email"
            label="Email (optional)"
            type="email"
            autoComplete="email"
            sx={{ gridColumn: '1 / -1' }}
          />
          <Field
            control={control}
            name="specialRequests"
            label="Special Requests (optional)"
            multiline
            minRows={3}
            slotProps={{ htmlInput: { maxLength: SPECIAL_REQUESTS_MAX_LENGTH } }}
            sx={{ gridColumn: '1 / -1' }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button onClick={onCancel} disabled={sending}>
          Cancel
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={sending}
          startIcon={sending ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {sending ? 'Submitting...' : 'Submit Booking Request'}
        </Button>
      </DialogActions>
    </Box>
  );
}

type FieldProps = Omit<
  TextFieldProps,
  'name' | 'value' | 'onChange' | 'onBlur' | 'error' | 'inputRef' | 'id'
> & {
  control: Control<BookingFields, unknown, BookingRequest>;
  name: (typeof VISITOR_FIELDS)[number];
};

/** A text field bound to the form; its error shows (and is read out) as its helper text. */
function Field({ control, name, helperText, ...props }: FieldProps) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  return (
    <TextField
      fullWidth
      {...props}
      id={id}
      name={field.name}
      value={(field.value as string | number | undefined) ?? ''}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={fieldState.error !== undefined}
      helperText={fieldState.error?.message ?? helperText}
    />
  );
}
