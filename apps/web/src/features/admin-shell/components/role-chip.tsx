import { Chip } from '@mui/material';
import type { AdminRole } from '@trip/shared/auth/constants';

const roleLabels: Record<AdminRole, string> = { super_admin: 'Super Admin', admin: 'Admin' };

/** The admin's role; a super admin's stands out in gold. */
export function RoleChip({ role }: { role: AdminRole }) {
  return role === 'super_admin' ? (
    <Chip
      size="small"
      label={roleLabels[role]}
      sx={{
        fontWeight: 700,
        color: 'accent.amberInk',
        background: 'linear-gradient(135deg, #fde68a, #f59e0b)',
      }}
    />
  ) : (
    <Chip size="small" variant="outlined" label={roleLabels[role]} sx={{ fontWeight: 600 }} />
  );
}
