import { useParams } from 'react-router';
import { PlaceholderPage } from '@takehome/web-kit';

export default function BlogPostPage() {
  const { slug } = useParams();
  return (
    <PlaceholderPage heading="Blog Post" pageName="Blog">
      The article “{slug}” is being built.
    </PlaceholderPage>
  );
}
