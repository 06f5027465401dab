import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

type SectionHeadingProps = {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  subtitle?: ReactNode;
  /** Shown at the right of the heading on wide screens (a "View all" link). */
  action?: ReactNode;
};

/** The heading of a home-page section: a small coloured line, the title, a sentence. */
export function SectionHeading({ id, eyebrow, title, subtitle, action }: SectionHeadingProps) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: { xs: 'flex-start', sm: 'flex-end' },
        justifyContent: 'space-between',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        mb: { xs: 2.5, md: 3.5 },
      }}
    >
      <Box sx={{ maxWidth: 640 }}>
        <Typography
          sx={{
            textTransform: 'uppercase',
            letterSpacing: '0.14em',
            fontWeight: 700,
            fontSize: '0.78rem',
            color: 'secondary.main',
            mb: 1,
          }}
        >
          {eyebrow}
        </Typography>
        <Typography
          id={id}
          component="h2"
          sx={{ fontWeight: 700, fontSize: { xs: '1.7rem', md: '2.25rem' }, lineHeight: 1.2 }}
        >
          {title}
        </Typography>
        {subtitle && (
          <Typography
            sx={{ mt: 1, color: 'text.secondary', fontSize: { xs: '0.98rem', md: '1.05rem' } }}
          >
            {subtitle}
          </Typography>
        )}
      </Box>
      {action}
    </Box>
  );
}
