import { createFrontEndConfig } from '@takehome/web-kit/build/rspack-config';

export default createFrontEndConfig({
  appDir: import.meta.dirname,
  federationName: 'mf_calculator',
  exposes: {
    './CalculatorPage': './src/pages/CalculatorPage.tsx',
    './SavedPage': './src/pages/SavedPage.tsx',
    './AnalyticsPage': './src/pages/AnalyticsPage.tsx',
  },
});
