import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  TextField,
  Typography,
} from '@mui/material';
import {
  ACTIVITY_DEVICE_FILTERS,
  ACTIVITY_RANGES,
  ACTIVITY_TYPE_FILTERS,
  type ActivityDeviceFilter,
  type ActivityRange,
  type ActivityTypeFilter,
} from '@trip/shared/activity/constants';
import type { ActivityFilter } from '@trip/shared/activity/schemas';
import { useState, type ReactNode } from 'react';
import { DEVICE_LABELS, RANGE_LABELS, TYPE_LABELS } from './activity-labels';

type FilterFieldsProps = { value: ActivityFilter; onChange(value: ActivityFilter): void };

/** Activity type, date range and device: the choices the feed and the export share. */
export function FilterFields({ value, onChange }: FilterFieldsProps) {
  return (
    <>
      <TextField
        select
        id="activity-type"
        label="Activity type"
        value={value.type}
        onChange={(event) => onChange({ ...value, type: event.target.value as ActivityTypeFilter })}
      >
        {ACTIVITY_TYPE_FILTERS.map((type) => (
          <MenuItem key={type} value={type}>
            {TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id="activity-range"
        label="Date range"
        value={value.range}
        onChange={(event) =>
          onChange({ ...value, range: Number(event.target.value) as ActivityRange })
        }
      >
        {ACTIVITY_RANGES.map((range) => (
          <MenuItem key={range} value={range}>
            {RANGE_LABELS[range]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        id="activity-device"
        label="Device"
        value={value.device}
        onChange={(event) =>
          onChange({ ...value, device: event.target.value as ActivityDeviceFilter })
        }
      >
        {ACTIVITY_DEVICE_FILTERS.map((device) => (
          <MenuItem key={device} value={device}>
            {DEVICE_LABELS[device]}
          </MenuItem>
        ))}
      </TextField>
    </>
  );
}

type FilterDialogProps = {
  open: boolean;
  title: string;
  initial: ActivityFilter;
  confirmLabel: string;
  confirmIcon?: ReactNode;
  busy?: boolean;
  error?: string | undefined;
  onConfirm(filter: ActivityFilter): void;
  onClose(): void;
};

/** A dialog over the filter fields: "Filter activity" applies them, "Export" downloads. */
export function FilterDialog({
  open,
  title,
  initial,
  confirmLabel,
  confirmIcon,
  busy = false,
  error,
  onConfirm,
  onClose,
}: FilterDialogProps) {
  const [draft, setDraft] = useState(initial);
  const [shownFor, setShownFor] = useState(open);
  // Each opening starts from the filter in force.
  if (open !== shownFor) {
    setShownFor(open);
    if (open) setDraft(initial);
  }
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs">
      <DialogTitle>{title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
        <FilterFields value={draft} onChange={setDraft} />
        {error && (
          <Typography role="alert" sx={{ color: 'error.main' }}>
            {error}
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          startIcon={confirmIcon}
          disabled={busy}
          onClick={() => onConfirm(draft)}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
