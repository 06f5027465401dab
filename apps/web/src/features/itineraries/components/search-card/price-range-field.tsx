import { Box, Button, Slider, Typography } from '@mui/material';
import { PRICE_PRESETS, PRICE_SLIDER } from '@trip/shared/itineraries/constants';
import { useId } from 'react';
import { formatRupees, formatRupeesShort } from '@trip/shared/common/money';

/**
 * Moves one thumb without letting it cross the other: the minimum stays at least one step
 * below the maximum, and the maximum one step above the minimum.
 */
export function moveThumb(
  current: readonly [number, number],
  next: readonly [number, number],
  thumb: number,
): [number, number] {
  const { min, max, step } = PRICE_SLIDER;
  if (thumb === 0) return [Math.max(min, Math.min(next[0], current[1] - step)), current[1]];
  return [current[0], Math.min(max, Math.max(next[1], current[0] + step))];
}

type PriceRangeFieldProps = {
  value: [number, number];
  onChange: (range: [number, number]) => void;
};

/** Quick price presets and a two-thumb slider, per person in rupees. */
export function PriceRangeField({ value, onChange }: PriceRangeFieldProps) {
  const ids = useId();
  const headingId = `${ids}-heading`;
  return (
    <Box role="group" aria-labelledby={headingId} sx={{ width: '100%' }}>
      <Box
        sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1 }}
      >
        <Typography
          id={headingId}
          sx={{ fontSize: '0.8rem', color: 'text.secondary', fontWeight: 600 }}
        >
          Budget per person
        </Typography>
        <Typography sx={{ fontWeight: 700, fontSize: '0.95rem', color: 'text.primary' }}>
          {`${formatRupees(value[0])} – ${formatRupees(value[1])}`}
        </Typography>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', gap: 0.75, mt: 1 }}>
        {PRICE_PRESETS.map((preset) => {
          const selected = value[0] === preset.range[0] && value[1] === preset.range[1];
          return (
            <Button
              key={preset.label}
              size="small"
              aria-pressed={selected}
              onClick={() => onChange([preset.range[0], preset.range[1]])}
              sx={{
                flexDirection: 'column',
                gap: 0,
                py: 0.5,
                px: 0.25,
                minWidth: 0,
                whiteSpace: 'nowrap',
                lineHeight: 1.2,
                borderRadius: '10px',
                border: '1px solid',
                borderColor: selected ? '#1d4ed8' : '#cbd5e1',
                bgcolor: selected ? '#1d4ed8' : '#fff',
                color: selected ? '#fff' : '#1e293b',
                '&:hover': { bgcolor: selected ? '#1e40af' : '#eff6ff' },
              }}
            >
              <Box component="span" sx={{ fontWeight: 700, fontSize: '0.8rem' }}>
                {preset.label}
              </Box>{' '}
              <Box
                component="span"
                sx={{
                  fontSize: { xs: '0.66rem', sm: '0.7rem' },
                  fontWeight: 500,
                  color: selected ? '#e0e7ff' : '#475569',
                }}
              >
                {`${formatRupeesShort(preset.range[0])}–${formatRupeesShort(preset.range[1])}`}
              </Box>
            </Button>
          );
        })}
      </Box>
      <Box sx={{ px: 1.25, mt: 0.5 }}>
        <Slider
          value={value}
          min={PRICE_SLIDER.min}
          max={PRICE_SLIDER.max}
          step={PRICE_SLIDER.step}
          disableSwap
          onChange={(_event, next, thumb) => {
            if (Array.isArray(next)) onChange(moveThumb(value, [next[0]!, next[1]!], thumb));
          }}
          getAriaLabel={(thumb) => (thumb === 0 ? 'Minimum price' : 'Maximum price')}
          getAriaValueText={(amount) => formatRupees(amount)}
          valueLabelDisplay="auto"
          valueLabelFormat={(amount) => formatRupees(amount)}
          sx={{ color: 'primary.main', py: 1.5 }}
        />
      </Box>
    </Box>
  );
}
