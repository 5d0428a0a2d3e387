import type { ReactNode } from 'react';
import { PERCENT_RANGE } from '@takehome/calc-engine';
import { NumberField } from './NumberField';
import { SegmentedChoice } from '../../shared/SegmentedChoice';

type Unit = 'percent' | 'dollar';

const UNITS = [
  { value: 'percent', label: '%', name: 'Percent' },
  { value: 'dollar', label: '$', name: 'Dollars' },
] as const;

export interface PercentDollarFieldProps {
  id: string;
  label: string;
  value: string;
  isPercent: boolean;
  onChange: (value: string) => void;
  onUnitChange: (isPercent: boolean) => void;
  /** What the percent and the dollar amount are of, e.g. '% of hourly rate' / '$ per hour'. */
  percentHint: ReactNode;
  dollarHint: ReactNode;
  dollarStep?: number;
  /** The dollar amount's range (a percent is always 0 to 100). */
  min?: number;
  max?: number;
}

/** docs/product/paths.md percent/dollar toggle input: one amount, read as a percent or as dollars. */
export function PercentDollarField({
  id,
  label,
  value,
  isPercent,
  onChange,
  onUnitChange,
  percentHint,
  dollarHint,
  dollarStep = 0.01,
  min,
  max,
}: PercentDollarFieldProps) {
  return (
    <NumberField
      id={id}
      label={label}
      value={value}
      onChange={onChange}
      step={isPercent ? 0.1 : dollarStep}
      min={isPercent ? PERCENT_RANGE.min : min}
      max={isPercent ? PERCENT_RANGE.max : max}
      prefix={isPercent ? undefined : '$'}
      suffix={isPercent ? '%' : undefined}
      hint={isPercent ? percentHint : dollarHint}
      addon={
        <SegmentedChoice<Unit>
          name={`${id}-unit`}
          label={`${label} in percent or dollars`}
          options={UNITS}
          value={isPercent ? 'percent' : 'dollar'}
          onChange={(unit) => onUnitChange(unit === 'percent')}
        />
      }
    />
  );
}
