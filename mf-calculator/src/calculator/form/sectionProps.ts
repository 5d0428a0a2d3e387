import { NUMBER_RANGES, type NumberField } from '@takehome/calc-engine';
import type { FormValues } from './formValues';

export interface SectionProps {
  values: FormValues;
  onChange: (patch: Partial<FormValues>) => void;
}

/** id, value, change handler and allowed range (NUMBER_RANGES) of one number input of the form. */
export function bindNumber({ values, onChange }: SectionProps, field: NumberField) {
  const { min, max, whole } = NUMBER_RANGES[field];
  return {
    id: `calc-${field}`,
    min,
    max,
    whole,
    value: values[field],
    onChange: (value: string) => onChange({ [field]: value }),
  };
}
