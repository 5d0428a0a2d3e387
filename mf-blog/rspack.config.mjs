import { createFrontEndConfig } from '@takehome/web-kit/build/rspack-config';

export default createFrontEndConfig({
  appDir: import.meta.dirname,
  federationName: 'mf_blog',
  exposes: {
    './BlogListPage': './src/pages/BlogListPage.tsx',
    './BlogPostPage': './src/pages/BlogPostPage.tsx',
    './ContentPage': './src/pages/ContentPage.tsx',
    './FaqPage': './src/pages/FaqPage.tsx',
    './LatestPostCard': './src/widgets/LatestPostCard.tsx',
    './NewsletterSignup': './src/widgets/NewsletterSignup.tsx',
    './EmailCaptureCard': './src/widgets/EmailCaptureCard.tsx',
  },
});
