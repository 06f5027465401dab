import { Paper, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type SectionCardProps = {
  id: string;
  title: string;
  icon?: ReactNode;
  children: ReactNode;
  /** How it prints: plainly (default), or not at all. */
  print?: 'plain' | 'hide';
};

/** A titled white panel: every part of the itinerary page sits in one. */
export function SectionCard({ id, title, icon, children, print = 'plain' }: SectionCardProps) {
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      elevation={0}
      data-print={print}
      sx={{
        p: { xs: 2.5, md: 3.5 },
        borderRadius: '24px',
        bgcolor: 'rgba(255, 255, 255, 0.95)',
        border: '1px solid rgba(15, 23, 42, 0.08)',
        boxShadow: '0 12px 32px -24px rgba(30, 58, 138, 0.4)',
      }}
    >
      <Typography
        id={id}
        component="h2"
        sx={{
          fontWeight: 700,
          fontSize: { xs: '1.25rem', md: '1.45rem' },
          mb: 2,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          '& svg': { color: 'accent.indigo' },
        }}
      >
        {icon}
        {title}
      </Typography>
      {children}
    </Paper>
  );
}
