import { WidgetPlaceholder } from './WidgetPlaceholder';

export default function NewsletterSignup() {
  return <WidgetPlaceholder title="Weekly tips newsletter">Newsletter sign-up is being built.</WidgetPlaceholder>;
}
