import { createFrontEndConfig } from '@takehome/web-kit/build/rspack-config';

export default createFrontEndConfig({
  appDir: import.meta.dirname,
  federationName: 'mf_admin',
  exposes: {
    './DashboardPage': './src/pages/DashboardPage.tsx',
  },
});
