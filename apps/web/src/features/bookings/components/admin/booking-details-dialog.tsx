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
  Link,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import useMediaQuery from '@mui/material/useMediaQuery';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import CloseIcon from '@mui/icons-material/Close';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import PhoneInTalkOutlinedIcon from '@mui/icons-material/PhoneInTalkOutlined';
import {
  BOOKING_STATUSES,
  STATUS_NOTE_MAX_LENGTH,
  bookingMessages,
  type BookingStatus,
} from '@trip/shared/bookings/constants';
import type { Booking } from '@trip/shared/bookings/schemas';
import { useId, useState, type ReactNode } from 'react';
import { isSessionExpiredError } from '../../../../lib/api-client';
import { useUpdateBookingStatus } from '../../api/admin-update-booking-status';
import { METHOD_LABELS, STATUS_LABELS, formatDay, formatMoment } from './booking-display';
import { formatRupees } from '@trip/shared/common/money';
import { BookingStatusChip } from './booking-status-chip';
import { errorMessage } from '../../../../lib/error-message';
import { PanelSection } from '../../../../components/admin/panel-section';

type BookingDetailsDialogProps = {
  booking: Booking | undefined;
  onClose: () => void;
  onRecordContact: (booking: Booking) => void;
  onChanged: (booking: Booking) => void;
};

/**
 * Everything about one request: the customer, the item and its price, the preferred date,
 * special requests, the contact attempts and the status history, with the status change.
 */
export function BookingDetailsDialog({
  booking,
  onClose,
  onRecordContact,
  onChanged,
}: BookingDetailsDialogProps) {
  const titleId = useId();
  const fullScreen = useMediaQuery('(max-width:599.95px)', { noSsr: true });
  // The content stays while the dialog fades out.
  const [shown, setShown] = useState(booking);
  if (booking !== undefined && booking !== shown) setShown(booking);
  return (
    <Dialog
      open={booking !== undefined}
      onClose={onClose}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      slotProps={{ paper: { sx: { borderRadius: fullScreen ? 0 : '16px' } } }}
    >
      {shown && (
        <Details
          key={shown._id}
          titleId={titleId}
          booking={shown}
          onClose={onClose}
          onRecordContact={() => onRecordContact(shown)}
          onChanged={onChanged}
        />
      )}
    </Dialog>
  );
}

type DetailsProps = {
  titleId: string;
  booking: Booking;
  onClose: () => void;
  onRecordContact: () => void;
  onChanged: (booking: Booking) => void;
};

function Details({ titleId, booking, onClose, onRecordContact, onChanged }: DetailsProps) {
  const { customerInfo } = booking;
  const total = booking.packagePrice * customerInfo.travelers;
  const itemLink =
    booking.itemType === 'package' && booking.packageSlug
      ? `/package/${encodeURIComponent(booking.packageSlug)}`
      : booking.packageSlug
        ? `/itinerary/${encodeURIComponent(booking.packageSlug)}`
        : undefined;

  return (
    <>
      <DialogTitle
        id={titleId}
        sx={{ display: 'flex', alignItems: 'center', gap: 1.5, pr: 1.5, fontWeight: 700 }}
      >
        <Box component="span" sx={{ flex: 1, minWidth: 0 }}>
          Booking details
          <Typography component="span" sx={{ display: 'block', color: 'text.secondary' }}>
            {customerInfo.fullName}
          </Typography>
        </Box>
        <BookingStatusChip status={booking.status} />
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent dividers sx={{ display: 'grid', gap: 2.5, bgcolor: 'grey.50' }}>
        <Box
          sx={{
            display: 'grid',
            gap: 2.5,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          <PanelSection title="Customer">
            <Facts>
              <Fact label="Name">{customerInfo.fullName}</Fact>
              <Fact label="Phone">
                <Link href={`tel:${customerInfo.phone}`}>{customerInfo.phone}</Link>
              </Fact>
              <Fact label="Email">
                {customerInfo.email ? (
                  <Link href={`mailto:${customerInfo.email}`}>{customerInfo.email}</Link>
                ) : (
                  'Not given'
                )}
              </Fact>
              <Fact label="Travelers">{customerInfo.travelers}</Fact>
              <Fact label="Preferred date">{formatDay(customerInfo.preferredDate)}</Fact>
            </Facts>
          </PanelSection>
          <PanelSection title="Trip">
            <Facts>
              <Fact label={booking.itemType === 'package' ? 'Package' : 'Itinerary'}>
                {itemLink ? (
                  <Link href={itemLink} target="_blank" rel="noopener">
                    {booking.packageTitle}
                  </Link>
                ) : (
                  booking.packageTitle
                )}
              </Fact>
              <Fact label="Price">{formatRupees(booking.packagePrice)} per person</Fact>
              <Fact label="Estimated total">
                {formatRupees(total)} for {customerInfo.travelers}{' '}
                {customerInfo.travelers === 1 ? 'traveler' : 'travelers'}
              </Fact>
              <Fact label="Requested">{formatMoment(booking.createdAt)}</Fact>
            </Facts>
          </PanelSection>
        </Box>

        <PanelSection title="Special requests">
          <Typography
            sx={{
              whiteSpace: 'pre-wrap',
              color: customerInfo.specialRequests ? 'text.primary' : 'text.secondary',
            }}
          >
            {customerInfo.specialRequests || 'None'}
          </Typography>
        </PanelSection>

        <StatusBlock booking={booking} onChanged={onChanged} />

        <PanelSection
          title="Contact attempts"
          action={
            <Button
              size="small"
              variant="outlined"
              startIcon={<PhoneInTalkOutlinedIcon />}
              onClick={onRecordContact}
            >
              Record Contact
            </Button>
          }
        >
          {booking.contactAttempts.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>No contact attempts yet.</Typography>
          ) : (
            <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.25 }}>
              {[...booking.contactAttempts].reverse().map((attempt, index) => (
                <Box
                  component="li"
                  key={`${attempt.date}-${index}`}
                  sx={{ display: 'flex', gap: 1.25, alignItems: 'flex-start' }}
                >
                  {attempt.successful ? (
                    <CheckCircleOutlineIcon sx={{ color: 'accent.green', mt: 0.25 }} aria-hidden />
                  ) : (
                    <HighlightOffIcon sx={{ color: 'accent.alert', mt: 0.25 }} aria-hidden />
                  )}
                  <Box sx={{ minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600 }}>
                      {METHOD_LABELS[attempt.method]} ·{' '}
                      {attempt.successful ? 'Reached' : 'Not reached'}
                    </Typography>
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      {formatMoment(attempt.date)}
                      {attempt.by ? ` · ${attempt.by.name}` : ''}
                    </Typography>
                    {attempt.notes && (
                      <Typography variant="body2" sx={{ mt: 0.5, whiteSpace: 'pre-wrap' }}>
                        {attempt.notes}
                      </Typography>
                    )}
                  </Box>
                </Box>
              ))}
            </Box>
          )}
        </PanelSection>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </>
  );
}

function StatusBlock({
  booking,
  onChanged,
}: {
  booking: Booking;
  onChanged: (booking: Booking) => void;
}) {
  const update = useUpdateBookingStatus();
  const [status, setStatus] = useState<BookingStatus>(booking.status);
  // A contact recorded meanwhile may have moved the booking on: the choice follows it.
  const [current, setCurrent] = useState(booking.status);
  if (current !== booking.status) {
    setCurrent(booking.status);
    setStatus(booking.status);
  }
  const [note, setNote] = useState('');
  const [failure, setFailure] = useState<string>();

  const save = () => {
    setFailure(undefined);
    update.mutate(
      { id: booking._id, change: { status, note } },
      {
        onSuccess: (changed) => {
          setNote('');
          onChanged(changed);
        },
        onError: (error) => {
          if (isSessionExpiredError(error)) return;
          setFailure(errorMessage(error, { fallback: bookingMessages.statusUpdateFailed }));
        },
      },
    );
  };

  return (
    <PanelSection title="Status">
      {failure && (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setFailure(undefined)}>
          {failure}
        </Alert>
      )}
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr', sm: '200px minmax(0, 1fr) auto' },
          alignItems: 'start',
        }}
      >
        <TextField
          id="booking-status"
          select
          size="small"
          label="Status"
          value={status}
          onChange={(event) => setStatus(event.target.value as BookingStatus)}
        >
          {BOOKING_STATUSES.map((option) => (
            <MenuItem key={option} value={option}>
              {STATUS_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          id="booking-status-note"
          size="small"
          label="Note (optional)"
          value={note}
          onChange={(event) => setNote(event.target.value)}
          slotProps={{ htmlInput: { maxLength: STATUS_NOTE_MAX_LENGTH } }}
        />
        <Button
          variant="contained"
          onClick={save}
          disabled={status === booking.status || update.isPending}
          startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          sx={{ height: 40 }}
        >
          Update Status
        </Button>
      </Box>
      <Typography component="h4" sx={{ fontWeight: 700, fontSize: '0.9rem', mt: 2.5, mb: 1 }}>
        History
      </Typography>
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}>
        {[...booking.statusHistory].reverse().map((change, index) => (
          <Box
            component="li"
            key={`${change.at}-${index}`}
            sx={{ pl: 1.5, borderLeft: '3px solid', borderColor: 'rgba(29, 78, 216, 0.35)' }}
          >
            <Typography variant="body2" sx={{ fontWeight: 600 }}>
              {change.from
                ? `${STATUS_LABELS[change.from]} → ${STATUS_LABELS[change.to]}`
                : `Requested (${STATUS_LABELS[change.to]})`}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {formatMoment(change.at)} · {change.by ? change.by.name : 'System'}
            </Typography>
            {change.note && (
              <Typography variant="body2" sx={{ mt: 0.25, whiteSpace: 'pre-wrap' }}>
                {change.note}
              </Typography>
            )}
          </Box>
        ))}
      </Box>
    </PanelSection>
  );
}

function Facts({ children }: { children: ReactNode }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(110px, auto) minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 1,
      }}
    >
      {children}
    </Box>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </>
  );
}
