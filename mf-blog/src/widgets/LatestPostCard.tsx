import { WidgetPlaceholder } from './WidgetPlaceholder';

export default function LatestPostCard() {
  return <WidgetPlaceholder title="Latest from the blog">The latest article card is being built.</WidgetPlaceholder>;
}
