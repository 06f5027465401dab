import { Box, Chip, Stack, Typography } from '@mui/material';
import CalendarViewDayIcon from '@mui/icons-material/CalendarViewDay';
import type { DayPlan } from '@trip/shared/itineraries/schemas';
import { dayEmoji } from '../../utils/day-emoji';
import { formatLongDate } from '../../utils/format';
import { SectionCard } from './section-card';

const PARTS = [
  { key: 'morning', label: 'Morning' },
  { key: 'afternoon', label: 'Afternoon' },
  { key: 'evening', label: 'Evening' },
] as const;

const MEALS = [
  { key: 'breakfast', label: 'Breakfast' },
  { key: 'lunch', label: 'Lunch' },
  { key: 'dinner', label: 'Dinner' },
] as const;

function Day({ day }: { day: DayPlan }) {
  const headingId = `day-${day.day}-title`;
  return (
    <Box
      component="article"
      aria-labelledby={headingId}
      data-print="day"
      sx={{
        position: 'relative',
        '&:not(:last-of-type)::before': {
          content: '""',
          display: { xs: 'none', sm: 'block' },
          position: 'absolute',
          left: 27,
          top: 64,
          bottom: -20,
          width: 2,
          bgcolor: 'accent.tintBorder',
        },
      }}
    >
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 1 }}>
        <Box
          aria-hidden
          sx={{
            width: { xs: 48, sm: 56 },
            height: { xs: 48, sm: 56 },
            flexShrink: 0,
            borderRadius: '18px',
            display: 'grid',
            placeItems: 'center',
            fontSize: { xs: '1.5rem', sm: '1.75rem' },
            bgcolor: 'accent.tintLight',
            border: '1px solid #c7d2fe',
          }}
        >
          {dayEmoji(day.day, day.emoji)}
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography
            variant="overline"
            sx={{ color: 'accent.indigo', fontWeight: 700, lineHeight: 1.5, display: 'block' }}
          >
            Day {day.day} · {formatLongDate(day.date)}
          </Typography>
          <Typography
            id={headingId}
            component="h3"
            sx={{ fontWeight: 700, fontSize: '1.15rem', lineHeight: 1.3 }}
          >
            {day.title}
          </Typography>
        </Box>
      </Box>
      <Box sx={{ pl: { xs: 0, sm: 9 } }}>
        {day.description && (
          <Typography sx={{ color: 'grey.700', mb: 1.5 }}>{day.description}</Typography>
        )}
        <Box
          component="dl"
          sx={{
            m: 0,
            display: 'grid',
            gap: 1.25,
            gridTemplateColumns: { xs: '1fr', md: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          {PARTS.map(({ key, label }) =>
            day[key] ? (
              <Box
                key={key}
                sx={{
                  p: 1.5,
                  borderRadius: '14px',
                  bgcolor: 'grey.50',
                  border: '1px solid #e2e8f0',
                }}
              >
                <Typography
                  component="dt"
                  variant="subtitle2"
                  sx={{ fontWeight: 700, color: 'primary.dark' }}
                >
                  {label}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, mt: 0.5 }}>
                  {day[key]}
                </Typography>
              </Box>
            ) : null,
          )}
        </Box>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
          {MEALS.map(({ key, label }) =>
            day.meals[key] ? (
              <Chip
                key={key}
                size="small"
                label={`${label}: ${day.meals[key]}`}
                sx={{
                  bgcolor: 'accent.warm',
                  color: 'secondary.dark',
                  height: 'auto',
                  py: 0.5,
                  '& .MuiChip-label': { whiteSpace: 'normal' },
                }}
              />
            ) : null,
          )}
          {day.stay && (
            <Chip
              size="small"
              label={`Stay: ${day.stay}`}
              sx={{
                bgcolor: 'accent.mint',
                color: 'tone.success.text',
                height: 'auto',
                py: 0.5,
                '& .MuiChip-label': { whiteSpace: 'normal' },
              }}
            />
          )}
        </Stack>
      </Box>
    </Box>
  );
}

/** Each day's morning, afternoon and evening, meals and stay, with its fixed day icon. */
export function DayWisePlan({ days }: { days: DayPlan[] }) {
  return (
    <SectionCard id="day-wise-plan" title="Day-wise plan" icon={<CalendarViewDayIcon />}>
      <Stack spacing={3}>
        {days.map((day) => (
          <Day key={day.day} day={day} />
        ))}
      </Stack>
    </SectionCard>
  );
}
