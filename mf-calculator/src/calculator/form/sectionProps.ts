import { NUMBER_RANGES, type NumberField } from '@takehome/calc-engine';
import type { FormValues } from './formValues';

export interface SectionProps {
  values: FormValues;
  onChange: (patch: Partial<FormValues>) => void;
}

/** A week has 168 hours: no hours field, nor their sum, can hold more. */
export const MAX_WEEK_HOURS = 168;
/** Above this many hours in a week the figures are shown, with a word to check the hours. */
export const LONG_WEEK_HOURS = 80;
const HOUR_FIELDS: readonly NumberField[] = ['regularHours', 'overtimeHours', 'doubleTimeHours'];

/** The week's regular, overtime and double-time hours added up (empty or odd text counts as 0). */
export function weekHours(values: FormValues): number {
  return HOUR_FIELDS.reduce((sum, field) => {
    const hours = Number(values[field]);
    return sum + (Number.isFinite(hours) && hours > 0 ? hours : 0);
  }, 0);
}

/** What is wrong with the week's hours together: more than a week holds (refused) or a very long week (a warning). */
export function weekHoursCheck(values: FormValues): { problem: string | null; warning: string | null } {
  const total = weekHours(values);
  if (total > MAX_WEEK_HOURS)
    return {
      problem: `Regular, overtime and double-time hours add up to ${total}: a week has only ${MAX_WEEK_HOURS}`,
      warning: null,
    };
  if (total > LONG_WEEK_HOURS)
    return {
      problem: null,
      warning: `${total} hours in one week is more than ${LONG_WEEK_HOURS}: check the hours before relying on the result`,
    };
  return { problem: null, warning: null };
}

/** id, value, change handler and allowed range (NUMBER_RANGES) of one number input of the form. */
export function bindNumber({ values, onChange }: SectionProps, field: NumberField) {
  const { min, whole } = NUMBER_RANGES[field];
  const max = HOUR_FIELDS.includes(field) ? MAX_WEEK_HOURS : NUMBER_RANGES[field].max;
  return {
    id: `calc-${field}`,
    min,
    max,
    whole,
    value: values[field],
    onChange: (value: string) => onChange({ [field]: value }),
  };
}
