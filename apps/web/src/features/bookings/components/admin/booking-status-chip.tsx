import { Chip } from '@mui/material';
import type { BookingStatus } from '@trip/shared/bookings/constants';
import { STATUS_COLOURS, STATUS_LABELS } from './booking-display';

export function BookingStatusChip({ status }: { status: BookingStatus }) {
  const colours = STATUS_COLOURS[status];
  return (
    <Chip
      size="small"
      label={STATUS_LABELS[status]}
      sx={{ fontWeight: 700, color: colours.text, bgcolor: colours.tint }}
    />
  );
}
