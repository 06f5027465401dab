import { Box, Paper, Typography } from '@mui/material';
import type { ReactElement } from 'react';

type SectionPlaceholderProps = {
  icon: ReactElement;
  title: string;
  text: string;
};

/** The frame of a section whose screen has not been built yet: it says so, with no made-up data. */
export function SectionPlaceholder({ icon, title, text }: SectionPlaceholderProps) {
  return (
    <Paper
      variant="outlined"
      sx={{
        p: { xs: 3, sm: 5 },
        borderRadius: '16px',
        borderStyle: 'dashed',
        textAlign: 'center',
        bgcolor: 'rgba(255,255,255,0.7)',
      }}
    >
      <Box
        aria-hidden
        sx={{
          width: 64,
          height: 64,
          mx: 'auto',
          mb: 2,
          borderRadius: '18px',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: 'rgba(29, 78, 216, 0.08)',
          '& svg': { fontSize: 32 },
        }}
      >
        {icon}
      </Box>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {title}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, maxWidth: 480, mx: 'auto' }}>
        {text}
      </Typography>
    </Paper>
  );
}
