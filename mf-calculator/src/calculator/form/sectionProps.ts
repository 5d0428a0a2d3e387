import type { NumberField } from '@takehome/calc-engine';
import type { FormValues } from './formValues';

export interface SectionProps {
  values: FormValues;
  onChange: (patch: Partial<FormValues>) => void;
}

/** id, value and change handler of one number input of the form. */
export function bindNumber({ values, onChange }: SectionProps, field: NumberField) {
  return {
    id: `calc-${field}`,
    value: values[field],
    onChange: (value: string) => onChange({ [field]: value } as Partial<FormValues>),
  };
}
