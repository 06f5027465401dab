import { Box, Button, IconButton, TextField, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { MAX_TRIP_DAYS } from '@trip/shared/itineraries/constants';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import {
  addDays,
  addMonths,
  daysBetween,
  daysStartingToday,
  formatDisplayDate,
  formatMonth,
  formatSpokenDate,
  isDayDisabled,
  isSameDay,
  isSameRange,
  monthWeeks,
  pickDay,
  rangePresets,
  startOfDay,
  toIsoDate,
  type DateRange,
  type Picking,
} from './calendar-dates';
import { shapes } from '../../../../config/theme-tokens';

/** The calendar's one colour (the spec asks for a single blue). */
const BLUE = '#1d4ed8';
const BLUE_BAND = 'rgba(29, 78, 216, 0.12)';
const CELL = 40;
const WEEKDAYS = [
  ['Mo', 'Monday'],
  ['Tu', 'Tuesday'],
  ['We', 'Wednesday'],
  ['Th', 'Thursday'],
  ['Fr', 'Friday'],
  ['Sa', 'Saturday'],
  ['Su', 'Sunday'],
] as const;

type DateRangeCalendarProps = {
  value: DateRange;
  today: Date;
  onChange: (range: DateRange) => void;
  onDone: () => void;
  /** Called once the calendar is on screen. */
  onShown?: () => void;
};

const firstOfMonth = (date: Date) => new Date(date.getFullYear(), date.getMonth(), 1);

/**
 * The date-range popup's content: quick ranges, a month grid that allows no day before today,
 * and Done. The grid is one tab stop; arrow keys move by day and week, Page Up and Page Down
 * by month, Home and End to the week's ends, Enter or Space picks.
 */
export function DateRangeCalendar({
  value,
  today: todayInput,
  onChange,
  onDone,
  onShown,
}: DateRangeCalendarProps) {
  const ids = useId();
  const today = startOfDay(todayInput);
  const [picking, setPicking] = useState<Picking>('start');
  const [month, setMonth] = useState(() => firstOfMonth(value.start));
  const [focused, setFocused] = useState(() => value.start);
  const [hovered, setHovered] = useState<Date>();
  const [startingDays, setStartingDays] = useState('');
  // The chosen start takes the focus as the popup opens.
  const moveFocus = useRef(true);
  const dayButtons = useRef(new Map<string, HTMLButtonElement>());
  const presets = useMemo(() => rangePresets(today), [today]);

  const onShownRef = useRef(onShown);
  useEffect(() => {
    onShownRef.current?.();
  }, []);

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    dayButtons.current.get(toIsoDate(focused))?.focus();
  }, [focused, month]);

  const choose = (day: Date) => {
    if (isDayDisabled(day, today, value, picking)) return;
    const next = pickDay(value, picking, day);
    setPicking(next.picking);
    setFocused(day);
    onChange(next.range);
  };

  const applyRange = (range: DateRange) => {
    setPicking('start');
    setMonth(firstOfMonth(range.start));
    setFocused(range.start);
    onChange(range);
  };

  const onGridKeyDown = (event: KeyboardEvent) => {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(focused, -1),
      ArrowRight: () => addDays(focused, 1),
      ArrowUp: () => addDays(focused, -7),
      ArrowDown: () => addDays(focused, 7),
      Home: () => addDays(focused, -((focused.getDay() + 6) % 7)),
      End: () => addDays(focused, 6 - ((focused.getDay() + 6) % 7)),
      PageUp: () => new Date(focused.getFullYear(), focused.getMonth() - 1, focused.getDate()),
      PageDown: () => new Date(focused.getFullYear(), focused.getMonth() + 1, focused.getDate()),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    let next = move();
    if (daysBetween(today, next) < 0) next = today;
    moveFocus.current = true;
    setFocused(next);
    setMonth(firstOfMonth(next));
  };

  const showMonth = (delta: number) => {
    const next = addMonths(month, delta);
    setMonth(next);
    const first = daysBetween(today, next) < 0 ? today : next;
    setFocused(first);
  };

  // While the end is being picked, the band follows the pointer from the start.
  const band: DateRange =
    picking === 'end' && hovered && !isDayDisabled(hovered, today, value, picking)
      ? daysBetween(value.start, hovered) < 0
        ? { start: hovered, end: value.start }
        : { start: value.start, end: hovered }
      : value;
  const days = daysBetween(value.start, value.end) + 1;
  const monthHeadingId = `${ids}-month`;
  const startingDaysNumber = Number(startingDays);
  const startingRange =
    startingDays === '' ? undefined : daysStartingToday(today, startingDaysNumber);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' } }}>
        <Box
          role="group"
          aria-label="Quick ranges"
          sx={{
            p: 1.5,
            display: 'flex',
            flexDirection: { xs: 'row', sm: 'column' },
            flexWrap: 'wrap',
            gap: 0.5,
            width: { sm: 220 },
            borderRight: { sm: '1px solid rgba(15, 23, 42, 0.08)' },
            borderBottom: { xs: '1px solid rgba(15, 23, 42, 0.08)', sm: 'none' },
          }}
        >
          {presets.map((preset) => {
            const selected = isSameRange(preset.range, value);
            return (
              <Button
                key={preset.label}
                size="small"
                disabled={!preset.range}
                aria-pressed={selected}
                onClick={() => preset.range && applyRange(preset.range)}
                sx={{
                  justifyContent: 'flex-start',
                  px: 1.25,
                  borderRadius: '8px',
                  color: selected ? '#fff' : '#1e293b',
                  bgcolor: selected ? BLUE : 'transparent',
                  '&:hover': { bgcolor: selected ? BLUE : BLUE_BAND },
                }}
              >
                {preset.label}
              </Button>
            );
          })}
          <Box
            sx={{
              display: 'grid',
              gap: 1,
              mt: { xs: 0.5, sm: 1 },
              pt: 1,
              width: '100%',
              borderTop: '1px solid rgba(15, 23, 42, 0.08)',
            }}
          >
            <DaysInput
              id={`${ids}-up-to-today`}
              label="days up to today"
              value=""
              disabled
              onChange={() => undefined}
            />
            <DaysInput
              id={`${ids}-starting-today`}
              label="days starting today"
              value={startingDays}
              error={startingDays !== '' && !startingRange}
              onChange={(text) => {
                setStartingDays(text);
                const range = text === '' ? undefined : daysStartingToday(today, Number(text));
                if (range) applyRange(range);
              }}
            />
            <Typography variant="caption" sx={{ color: 'text.secondary', lineHeight: 1.4 }}>
              {`Trips start today or later and last up to ${MAX_TRIP_DAYS} days, so past ranges are not offered.`}
            </Typography>
          </Box>
        </Box>

        <Box sx={{ p: 1.5, mx: 'auto' }}>
          <Box
            sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}
          >
            <IconButton
              aria-label="Previous month"
              size="small"
              disabled={daysBetween(firstOfMonth(today), month) <= 0}
              onClick={() => showMonth(-1)}
            >
              <ChevronLeftIcon />
            </IconButton>
            <Typography
              id={monthHeadingId}
              component="h3"
              aria-live="polite"
              sx={{ fontWeight: 600, fontSize: '1rem' }}
            >
              {formatMonth(month)}
            </Typography>
            <IconButton aria-label="Next month" size="small" onClick={() => showMonth(1)}>
              <ChevronRightIcon />
            </IconButton>
          </Box>
          <Box
            role="grid"
            aria-labelledby={monthHeadingId}
            onKeyDown={onGridKeyDown}
            onMouseLeave={() => setHovered(undefined)}
            sx={{ display: 'grid', gap: '2px' }}
          >
            <Box role="row" sx={{ display: 'grid', gridTemplateColumns: `repeat(7, ${CELL}px)` }}>
              {WEEKDAYS.map(([short, long]) => (
                <Box
                  key={short}
                  role="columnheader"
                  aria-label={long}
                  sx={{
                    textAlign: 'center',
                    fontSize: '0.75rem',
                    fontWeight: 600,
                    color: 'text.secondary',
                    py: 0.5,
                  }}
                >
                  {short}
                </Box>
              ))}
            </Box>
            {monthWeeks(month).map((week, index) => (
              <Box
                key={index}
                role="row"
                sx={{ display: 'grid', gridTemplateColumns: `repeat(7, ${CELL}px)` }}
              >
                {week.map((day, column) => {
                  if (!day) return <Box key={column} role="gridcell" />;
                  const disabled = isDayDisabled(day, today, value, picking);
                  const isStart = isSameDay(day, band.start);
                  const isEnd = isSameDay(day, band.end);
                  const inBand =
                    daysBetween(band.start, day) >= 0 && daysBetween(day, band.end) >= 0;
                  const selected =
                    daysBetween(value.start, day) >= 0 && daysBetween(day, value.end) >= 0;
                  const edge = isStart || isEnd;
                  return (
                    <Box
                      key={column}
                      role="gridcell"
                      aria-selected={selected}
                      sx={{
                        position: 'relative',
                        height: CELL,
                        // The band runs between the two ends, behind the round end markers.
                        background: inBand && !(isStart && isEnd) ? BLUE_BAND : 'transparent',
                        borderTopLeftRadius: isStart || column === 0 ? CELL / 2 : 0,
                        borderBottomLeftRadius: isStart || column === 0 ? CELL / 2 : 0,
                        borderTopRightRadius: isEnd || column === 6 ? CELL / 2 : 0,
                        borderBottomRightRadius: isEnd || column === 6 ? CELL / 2 : 0,
                      }}
                    >
                      <Box
                        component="button"
                        type="button"
                        ref={(element: HTMLButtonElement | null) => {
                          if (element) dayButtons.current.set(toIsoDate(day), element);
                          else dayButtons.current.delete(toIsoDate(day));
                        }}
                        tabIndex={isSameDay(day, focused) ? 0 : -1}
                        aria-disabled={disabled || undefined}
                        aria-label={formatSpokenDate(day)}
                        aria-current={isSameDay(day, today) ? 'date' : undefined}
                        onClick={() => choose(day)}
                        onMouseEnter={() => setHovered(day)}
                        onFocus={() => setFocused(day)}
                        sx={{
                          width: CELL,
                          height: CELL,
                          p: 0,
                          border: 0,
                          borderRadius: '50%',
                          font: 'inherit',
                          fontSize: '0.9rem',
                          cursor: disabled ? 'default' : 'pointer',
                          color: edge && !disabled ? '#fff' : disabled ? '#94a3b8' : '#0f172a',
                          bgcolor: edge && !disabled ? BLUE : 'transparent',
                          fontWeight: edge || isSameDay(day, today) ? 700 : 400,
                          boxShadow:
                            isSameDay(day, today) && !edge ? `inset 0 0 0 1.5px ${BLUE}` : 'none',
                          '&:hover': disabled || edge ? {} : { bgcolor: 'rgba(29, 78, 216, 0.18)' },
                          '&:focus-visible': { outline: `3px solid ${BLUE}`, outlineOffset: 1 },
                        }}
                      >
                        {day.getDate()}
                      </Box>
                    </Box>
                  );
                })}
              </Box>
            ))}
          </Box>
        </Box>
      </Box>

      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          gap: 2,
          px: 2,
          py: 1.5,
          borderTop: '1px solid rgba(15, 23, 42, 0.08)',
        }}
      >
        <Typography aria-live="polite" sx={{ flex: 1, fontSize: '0.9rem', color: 'grey.700' }}>
          <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
            {`${formatDisplayDate(value.start)} → ${formatDisplayDate(value.end)}`}
          </Box>
          {` · ${days} ${days === 1 ? 'day' : 'days'}`}
          {picking === 'end' && (
            <Box
              component="span"
              sx={{ display: 'block', fontSize: '0.8rem', color: 'text.secondary' }}
            >
              Now pick the return date
            </Box>
          )}
        </Typography>
        <Button
          variant="contained"
          onClick={onDone}
          sx={{ bgcolor: BLUE, px: 3, borderRadius: shapes.pill }}
        >
          Done
        </Button>
      </Box>
    </Box>
  );
}

function DaysInput({
  id,
  label,
  value,
  disabled = false,
  error = false,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  disabled?: boolean;
  error?: boolean;
  onChange: (value: string) => void;
}) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
      <TextField
        id={id}
        size="small"
        value={value}
        disabled={disabled}
        error={error}
        onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, 2))}
        slotProps={{
          htmlInput: {
            inputMode: 'numeric',
            sx: { width: 36, textAlign: 'center', py: 0.75 },
          },
        }}
      />
      <Typography
        component="label"
        htmlFor={id}
        sx={{ fontSize: '0.85rem', color: disabled ? '#64748b' : '#1e293b' }}
      >
        {label}
      </Typography>
    </Box>
  );
}
