import { Box } from '@mui/material';
import { shapes, type Tone } from '../../config/theme-tokens';

type StatusCountsProps = {
  /** One pill per status, in the order given: "3 published", "1 draft". */
  counts: ReadonlyArray<{ key: string; label: string; count: number; tone: Tone }>;
};

/** How many records a section holds in each status, as coloured pills under its title. */
export function StatusCounts({ counts }: StatusCountsProps) {
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0 }}>
      {counts.map(({ key, label, count, tone }) => (
        <Box
          component="li"
          key={key}
          sx={{
            listStyle: 'none',
            px: 1.25,
            py: 0.25,
            borderRadius: shapes.pill,
            fontSize: '0.8rem',
            fontWeight: 700,
            color: tone.text,
            bgcolor: tone.tint,
            border: `1px solid ${tone.border}`,
          }}
        >
          {count} {label.toLowerCase()}
        </Box>
      ))}
    </Box>
  );
}
