import { memo, useDeferredValue } from 'react';
import { Outlet } from 'react-router';
import { AdoptWhenSeen } from '../../../components/adopt-when-seen';
import { SiteFooter } from '../../../components/layout/site-footer';
import { SiteLayout } from '../../../components/layout/site-layout';
import { AuthHost } from '../../../features/auth/components/auth-host';
import { PromoPopupHost } from '../../../features/leads/components/promo-popup-host';
import { useSiteSettings } from '../../../features/settings/api/get-site-settings';
import { usePageViewTracking } from '../../../lib/analytics';

const Footer = memo(SiteFooter);

/**
 * The footer with the agency's contact details. They arrive after the page is adopted; the
 * footer takes them in a render of its own that gives way to the visitor's input.
 */
function PublicFooter() {
  const contact = useDeferredValue(useSiteSettings().settings.contact);
  return <Footer contact={contact} />;
}

// Made once: React adopts the footer as it nears the screen, and nothing may reach it before
// (components/adopt-when-seen.tsx).
const footer = (
  <AdoptWhenSeen>
    <PublicFooter />
  </AdoptWhenSeen>
);

export function PublicLayout() {
  usePageViewTracking();
  return (
    <SiteLayout footer={footer}>
      <Outlet />
      <AuthHost />
      <PromoPopupHost />
    </SiteLayout>
  );
}
