import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** The look every search-card control shares: a white box with a small label above its value. */
export const fieldShellSx = {
  position: 'relative',
  minHeight: 60,
  width: '100%',
  px: 1.75,
  py: 1,
  display: 'flex',
  alignItems: 'center',
  gap: 1.25,
  textAlign: 'left',
  font: 'inherit',
  color: 'text.primary',
  bgcolor: 'common.white',
  border: '1px solid #cbd5e1',
  borderRadius: '14px',
  cursor: 'pointer',
  transition: 'border-color 0.2s ease, box-shadow 0.2s ease',
  '&:hover': { borderColor: 'grey.500' },
  '&[aria-expanded="true"]': { borderColor: 'primary.main', boxShadow: '0 0 0 1px #1d4ed8' },
} as const;

/** A field's small label and its value, beside an icon. */
export function ShellContent({
  icon,
  label,
  value,
}: {
  icon: ReactNode;
  label: string;
  value: ReactNode;
}) {
  return (
    <>
      <Box aria-hidden="true" sx={{ color: 'primary.main', display: 'flex' }}>
        {icon}
      </Box>
      <Box sx={{ minWidth: 0 }}>
        <Typography
          component="span"
          sx={{ display: 'block', fontSize: '0.75rem', color: 'text.secondary', lineHeight: 1.3 }}
        >
          {label}
        </Typography>
        <Typography
          component="span"
          sx={{
            display: 'block',
            fontWeight: 600,
            fontSize: '1rem',
            lineHeight: 1.4,
            whiteSpace: 'nowrap',
            overflow: 'hidden',
            textOverflow: 'ellipsis',
          }}
        >
          {value}
        </Typography>
      </Box>
    </>
  );
}
