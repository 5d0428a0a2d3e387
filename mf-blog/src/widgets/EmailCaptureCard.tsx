import { WidgetPlaceholder } from './WidgetPlaceholder';

export default function EmailCaptureCard() {
  return <WidgetPlaceholder title="GET TIPS">The email sign-up card is being built.</WidgetPlaceholder>;
}
