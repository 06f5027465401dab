import { Box, Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export type StatCardProps = {
  label: string;
  /** Already formatted; a dash while loading. */
  value: string | undefined;
  /** A line under the value: a change, a unit, a note. */
  hint?: ReactNode;
  /** The card's edge: a theme colour, or a colour of the item it counts (a status's). */
  accent?: PaletteKey | (string & {});
};

type PaletteKey = 'primary' | 'secondary' | 'success' | 'error' | 'warning' | 'info';
const PALETTE: readonly string[] = ['primary', 'secondary', 'success', 'error', 'warning', 'info'];

/** One figure with its label, as every back-office section shows its counts. */
export function StatCard({ label, value, hint, accent = 'primary' }: StatCardProps) {
  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{
        p: 2,
        borderLeft: 4,
        borderLeftColor: PALETTE.includes(accent) ? `${accent}.main` : accent,
        minWidth: 0,
      }}
    >
      <Typography variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography sx={{ fontSize: '1.6rem', fontWeight: 800, lineHeight: 1.3 }}>
        {value ?? '—'}
      </Typography>
      {hint && (
        <Typography component="div" variant="body2" sx={{ color: 'text.secondary', mt: 0.25 }}>
          {hint}
        </Typography>
      )}
    </Paper>
  );
}

/** A row of stat cards that wraps on narrow screens. */
export function StatGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          lg: 'repeat(6, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}
