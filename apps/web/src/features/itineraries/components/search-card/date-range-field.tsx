import { Box, CircularProgress, Popover, type PopoverActions } from '@mui/material';
import EventIcon from '@mui/icons-material/Event';
import { Suspense, lazy, useId, useRef, useState } from 'react';
import type { TripSearchParams } from '@trip/shared/itineraries/search-query';
import { useToday } from '../../../../lib/today';
import {
  formatDisplayDate,
  fromIsoDate,
  startOfDay,
  startingRange,
  type DateRange,
} from './calendar-dates';
import { ShellContent, fieldShellSx } from './field-shell';

// The calendar loads when the popup first opens (or a pointer heads for the dates).
const loadCalendar = () => import('./date-range-calendar');
const DateRangeCalendar = lazy(async () => ({
  default: (await loadCalendar()).DateRangeCalendar,
}));

type DateRangeFieldProps = {
  /** The dates the visitor picked, if they did. */
  chosen: DateRange | undefined;
  /** A search whose dates to show until the visitor picks others. */
  initial?: Partial<TripSearchParams>;
  /** The current day, when a test pins it; the visitor's own clock otherwise. */
  today?: Date;
  onChange: (range: DateRange) => void;
};

/**
 * The Departure and Return displays; either opens the date-range popup. Until the visitor picks
 * dates they follow today. This field is the only part of the search card that knows the day,
 * so learning it after a prerendered page is adopted re-renders only the field.
 */
export function DateRangeField({ chosen, initial, today: pinned, onChange }: DateRangeFieldProps) {
  const todayText = useToday();
  const today = pinned ? startOfDay(pinned) : todayText ? fromIsoDate(todayText) : undefined;
  const value = chosen ?? (today ? startingRange(today, initial) : undefined);
  const ids = useId();
  const anchor = useRef<HTMLDivElement>(null);
  const popover = useRef<PopoverActions>(null);
  const [asked, setAsked] = useState(false);
  // A click may come before the day is known (one held while React adopted the card): the popup
  // opens once it is.
  const open = asked && value !== undefined;
  const popupId = `${ids}-popup`;
  // Closing gives the focus back to whichever display opened the popup.
  const close = () => setAsked(false);

  const displays = [
    { label: 'Departure', date: value?.start },
    { label: 'Return', date: value?.end },
  ];

  return (
    <>
      <Box
        ref={anchor}
        sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1, width: '100%' }}
      >
        {displays.map((display) => (
          <Box
            key={display.label}
            component="button"
            type="button"
            aria-haspopup="dialog"
            aria-expanded={open}
            aria-controls={open ? popupId : undefined}
            onClick={() => setAsked(true)}
            onPointerEnter={() => void loadCalendar()}
            onFocus={() => void loadCalendar()}
            sx={fieldShellSx}
          >
            <ShellContent
              icon={<EventIcon />}
              label={display.label}
              value={display.date ? formatDisplayDate(display.date) : '–'}
            />
          </Box>
        ))}
      </Box>
      <Popover
        open={open}
        anchorEl={anchor.current}
        onClose={close}
        action={popover}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            id: popupId,
            role: 'dialog',
            'aria-modal': true,
            'aria-label': 'Choose travel dates',
            sx: {
              mt: 1,
              borderRadius: '18px',
              maxWidth: 'calc(100vw - 16px)',
              boxShadow: '0 24px 48px -16px rgba(15, 23, 42, 0.35)',
            },
          },
        }}
      >
        <Suspense
          fallback={
            <Box sx={{ width: 320, height: 360, display: 'grid', placeItems: 'center' }}>
              <CircularProgress aria-label="Loading the calendar" />
            </Box>
          }
        >
          {value && today && (
            <DateRangeCalendar
              value={value}
              today={today}
              onChange={onChange}
              onDone={close}
              // The calendar is larger than the spinner it replaces: keep it on screen.
              onShown={() => popover.current?.updatePosition()}
            />
          )}
        </Suspense>
      </Popover>
    </>
  );
}
