import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

export const panelSx = {
  p: { xs: 2.5, md: 3 },
  borderRadius: '18px',
  bgcolor: 'rgba(255, 255, 255, 0.94)',
  border: '1px solid rgba(15, 23, 42, 0.08)',
  boxShadow: '0 10px 30px -22px rgba(30, 58, 138, 0.4)',
} as const;

/** One titled part of the package page. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" elevation={0} sx={panelSx}>
      <Typography component="h2" sx={{ fontWeight: 700, fontSize: '1.3rem', mb: 2 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
