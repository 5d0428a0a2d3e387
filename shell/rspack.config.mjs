import { createFrontEndConfig } from '@takehome/web-kit/build/rspack-config';

// The host: no remotes at build time; it reads /remotes.json when it starts (see src/remotes.ts).
export default createFrontEndConfig({
  appDir: import.meta.dirname,
  federationName: 'shell',
  htmlTemplate: './src/index.html',
});
