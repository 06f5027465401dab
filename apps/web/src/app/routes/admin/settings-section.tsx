import { Box } from '@mui/material';
import { Panel } from '../../../components/admin/section-frame';
import { ProfileDetails } from '../../../features/admin-shell/components/profile-dialog';
import { SecurityCard } from '../../../features/auth/components/admin/security-card';
import { ProvidersBlock } from '../../../features/settings/components/admin/providers-block';
import { SettingsForm } from '../../../features/settings/components/admin/settings-form';
import { useAdminSession } from '../../../lib/session';

/** Settings: services and keys, the site's settings, the admin's profile and password. */
export function SettingsSection() {
  const { admin } = useAdminSession();
  return (
    <Box sx={{ display: 'grid', gap: 3, maxWidth: 960 }}>
      <ProvidersBlock />
      <SettingsForm />
      {admin && (
        <Panel title="Admin profile" id="settings-profile">
          <Box sx={{ p: 2 }}>
            <ProfileDetails admin={admin} />
          </Box>
        </Panel>
      )}
      <SecurityCard />
    </Box>
  );
}
