import { PlaceholderPage } from '@takehome/web-kit';

export default function BlogListPage() {
  return (
    <PlaceholderPage heading="TakeHome Blog" pageName="Blog">
      The blog is being built.
    </PlaceholderPage>
  );
}
