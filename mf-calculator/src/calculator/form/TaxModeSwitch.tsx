import { ChoiceCards, type Choice } from '@takehome/web-kit/ui';

export type TaxModeChoice = 'flat' | 'w4';

const MODES: ReadonlyArray<Choice<TaxModeChoice>> = [
  { value: 'flat', label: 'Quick estimate (one rate)', detail: 'Type one combined tax rate' },
  { value: 'w4', label: 'From my W-4 and state', detail: 'Federal, Social Security, Medicare and state, line by line' },
];

export interface TaxModeSwitchProps {
  value: TaxModeChoice;
  onChange: (mode: TaxModeChoice) => void;
}

/** The "Taxes" switch of docs/product/taxes.md: one typed rate, or taxes worked out from the W-4 and the state. */
export function TaxModeSwitch({ value, onChange }: TaxModeSwitchProps) {
  return <ChoiceCards legend="Taxes" name="calc-taxMode" choices={MODES} value={value} onChange={onChange} columns />;
}
