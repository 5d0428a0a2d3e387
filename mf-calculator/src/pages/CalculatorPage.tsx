import { PlaceholderPage } from '@takehome/web-kit';

export default function CalculatorPage() {
  return <PlaceholderPage heading="Take-Home Pay Calculator">The calculator is being built.</PlaceholderPage>;
}
