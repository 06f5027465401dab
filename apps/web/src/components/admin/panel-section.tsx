import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';

type PanelSectionProps = {
  title: string;
  /** A button beside the title (e.g. "Record contact"). */
  action?: ReactNode;
  children: ReactNode;
};

/** A titled white panel inside a back-office dialog: a form's block or a record's facts. */
export function PanelSection({ title, action, children }: PanelSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      aria-labelledby={headingId}
      sx={{
        display: 'grid',
        gap: 2,
        p: { xs: 2, sm: 2.5 },
        borderRadius: '14px',
        bgcolor: 'common.white',
        border: '1px solid',
        borderColor: 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          id={headingId}
          component="h3"
          sx={{ fontWeight: 700, fontSize: '1.05rem', flex: 1, whiteSpace: 'nowrap' }}
        >
          {title}
        </Typography>
        {action}
      </Box>
      {children}
    </Box>
  );
}
