import { Box, Button, IconButton, Paper, TextField, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import { ITINERARY_DETAIL_MAX_LENGTH } from '@trip/shared/tour-packages/constants';
import { useState } from 'react';
import { newKey, renumberedDays, type ItineraryEntry } from './package-form-values';

type ItineraryEditorProps = {
  id: string;
  days: ItineraryEntry[];
  onChange: (days: ItineraryEntry[]) => void;
  error?: string;
};

const DAY_TITLE_MAX_LENGTH = 200;

/**
 * The day-by-day plan: add, remove and move days; each has its number, a title and the
 * detail. Moving or removing a day numbers the days again in their new order. Days left
 * without detail are dropped on save.
 */
export function ItineraryEditor({ id, days, onChange, error }: ItineraryEditorProps) {
  const [focusKey, setFocusKey] = useState<string>();

  const update = (key: string, change: Partial<ItineraryEntry>) =>
    onChange(days.map((day) => (day.key === key ? { ...day, ...change } : day)));

  const move = (index: number, by: -1 | 1) => {
    const target = index + by;
    if (target < 0 || target >= days.length) return;
    const reordered = [...days];
    [reordered[index], reordered[target]] = [reordered[target]!, reordered[index]!];
    onChange(renumberedDays(reordered));
  };

  const add = () => {
    const day = { key: newKey(), day: String(days.length + 1), title: '', detail: '' };
    onChange([...days, day]);
    setFocusKey(day.key);
  };

  return (
    <Box>
      {error && (
        <Typography role="alert" color="error" variant="body2" sx={{ mb: 1 }}>
          {error}
        </Typography>
      )}
      {days.length === 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
          No days yet. Add the first day of the trip.
        </Typography>
      )}
      <Box component="ol" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
        {days.map((day, index) => {
          const name = `day ${index + 1}`;
          return (
            <Paper
              component="li"
              key={day.key}
              variant="outlined"
              aria-label={`Itinerary ${name}`}
              sx={{ p: 1.5, borderRadius: '12px', display: 'grid', gap: 1.25 }}
            >
              <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
                <TextField
                  size="small"
                  type="number"
                  id={`${id}-${day.key}-day`}
                  label="Day"
                  value={day.day}
                  onChange={(event) => update(day.key, { day: event.target.value })}
                  slotProps={{ htmlInput: { min: 1, max: 1000, inputMode: 'numeric' } }}
                  sx={{ width: 84, flexShrink: 0 }}
                />
                <TextField
                  size="small"
                  fullWidth
                  id={`${id}-${day.key}-title`}
                  label="Title"
                  value={day.title}
                  autoFocus={day.key === focusKey}
                  onChange={(event) => update(day.key, { title: event.target.value })}
                  slotProps={{ htmlInput: { maxLength: DAY_TITLE_MAX_LENGTH } }}
                />
              </Box>
              <TextField
                size="small"
                fullWidth
                multiline
                minRows={2}
                required
                id={`${id}-${day.key}-detail`}
                label="Detail"
                value={day.detail}
                onChange={(event) => update(day.key, { detail: event.target.value })}
                slotProps={{ htmlInput: { maxLength: ITINERARY_DETAIL_MAX_LENGTH } }}
              />
              <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5 }}>
                <Tooltip title={`Move ${name} up`}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`Move ${name} up`}
                      disabled={index === 0}
                      onClick={() => move(index, -1)}
                    >
                      <ArrowUpwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={`Move ${name} down`}>
                  <span>
                    <IconButton
                      size="small"
                      aria-label={`Move ${name} down`}
                      disabled={index === days.length - 1}
                      onClick={() => move(index, 1)}
                    >
                      <ArrowDownwardIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title={`Remove ${name}`}>
                  <IconButton
                    size="small"
                    aria-label={`Remove ${name}`}
                    onClick={() =>
                      onChange(renumberedDays(days.filter((item) => item.key !== day.key)))
                    }
                  >
                    <DeleteOutlineIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              </Box>
            </Paper>
          );
        })}
      </Box>
      <Button startIcon={<AddIcon />} onClick={add} sx={{ mt: 1.5 }}>
        Add day
      </Button>
    </Box>
  );
}
