import { Box } from '@mui/material';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import { SectionPlaceholder } from '../../../features/admin-shell/components/section-placeholder';
import { SecurityCard } from '../../../features/auth/components/admin/security-card';

/** Settings: the password change now; the site's settings join it when they are built. */
export function SettingsSection() {
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 880 }}>
      <SecurityCard />
      <SectionPlaceholder
        icon={<SettingsOutlinedIcon />}
        title="Site settings are on their way"
        text="The offer banner, AI limits and daily budget, and tracking switches arrive with site settings."
      />
    </Box>
  );
}
