import { createRoot } from 'react-dom/client';
import { DevHost } from '@takehome/web-kit/dev-host';
import AnalyticsPage from '../pages/AnalyticsPage';
import CalculatorPage from '../pages/CalculatorPage';
import SavedPage from '../pages/SavedPage';

createRoot(document.getElementById('root')!).render(
  <DevHost
    name="mf_calculator"
    pages={[
      { path: '/', label: 'Calculator', element: <CalculatorPage /> },
      { path: '/saved', label: 'Saved', element: <SavedPage /> },
      { path: '/analytics', label: 'Analytics', element: <AnalyticsPage /> },
    ]}
  />,
);
