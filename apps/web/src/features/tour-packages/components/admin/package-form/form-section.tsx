import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { PanelSection } from '../../../../../components/admin/panel-section';

/** One titled block of the package form. */
export const FormSection = PanelSection;

/** Fields side by side from small screens up: two columns, or three on wide ones. */
export function Columns({ children, three }: { children: ReactNode; three?: boolean }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: three ? 'repeat(3, minmax(0, 1fr))' : 'repeat(2, minmax(0, 1fr))',
        },
      }}
    >
      {children}
    </Box>
  );
}
