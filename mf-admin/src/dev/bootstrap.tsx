import { createRoot } from 'react-dom/client';
import { DevHost } from '@takehome/web-kit/dev-host';
import DashboardPage from '../pages/DashboardPage';

createRoot(document.getElementById('root')!).render(
  <DevHost
    name="mf_admin"
    pages={[{ path: '/dashboard/*', link: '/dashboard', label: 'Dashboard', element: <DashboardPage /> }]}
  />,
);
