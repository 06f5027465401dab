import { Outlet } from 'react-router';
import { SiteLayout } from '../../../components/layout/site-layout';
import { AuthHost } from '../../../features/auth/components/auth-host';
import { PromoPopupHost } from '../../../features/leads/components/promo-popup-host';
import { useSiteSettings } from '../../../features/settings/api/get-site-settings';
import { usePageViewTracking } from '../../../lib/analytics';

export function PublicLayout() {
  const { contact } = useSiteSettings().settings;
  usePageViewTracking();
  return (
    <SiteLayout contact={contact}>
      <Outlet />
      <AuthHost />
      <PromoPopupHost />
    </SiteLayout>
  );
}
