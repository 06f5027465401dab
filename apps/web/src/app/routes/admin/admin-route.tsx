import { AdminShell } from '../../../features/admin-shell/components/admin-shell';
import { useRestoredAdminCheck } from '../../../features/auth/api/get-admin-profile';
import { AdminLoginScreen } from '../../../features/auth/components/admin/admin-login-screen';
import { useAdminSession, useQueriesFollowSession } from '../../../lib/session';
import { BLOG_SECTION_ID, DEFAULT_SECTION_ID, adminSections } from './sections';

/** /admin: the back office for a signed-in admin, else the admin login screen. */
export function AdminRoute() {
  return <AdminGate defaultSectionId={DEFAULT_SECTION_ID} />;
}

/** /admin-blogs: the back office opened at Blog Management, behind the same login. */
export function AdminBlogsRoute() {
  return <AdminGate defaultSectionId={BLOG_SECTION_ID} />;
}

function AdminGate({ defaultSectionId }: { defaultSectionId: string }) {
  const { admin, signOut } = useAdminSession();
  useRestoredAdminCheck();
  useQueriesFollowSession('admin');
  if (!admin) return <AdminLoginScreen />;
  return (
    <AdminShell
      sections={adminSections}
      defaultSectionId={defaultSectionId}
      admin={admin}
      onLogout={() => void signOut()}
    />
  );
}
