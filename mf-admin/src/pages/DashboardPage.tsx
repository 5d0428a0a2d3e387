import { Route, Routes } from '@takehome/web-kit/router';
import { PageSpinner, useAuth } from '@takehome/web-kit';
import { ANALYTICS_UNAUTHORIZED, AccessRestricted } from '../access/AccessRestricted';
import { isAdminUser } from '../access/isAdmin';
import { AdminDashboard } from '../layout/AdminDashboard';

/**
 * /dashboard/*: admins get the dashboard; anyone else the restriction of docs/product/paths.md (the shell shows
 * the calculator home to visitors who are not signed in). The server refuses their calls anyway.
 */
export default function DashboardPage() {
  const { user, loading } = useAuth();
  if (loading) return <PageSpinner />;
  if (isAdminUser(user)) return <AdminDashboard />;
  return (
    <Routes>
      <Route path="analytics" element={<AccessRestricted message={ANALYTICS_UNAUTHORIZED} />} />
      <Route path="*" element={<AccessRestricted />} />
    </Routes>
  );
}
