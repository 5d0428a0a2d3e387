import type { ReactNode } from 'react';
import styled from 'styled-components';
import { rangeProblem } from '@takehome/calc-engine';
import { Field, Input } from '@takehome/web-kit';

const Control = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

const Adorned = styled.div<{ $prefix: boolean; $suffix: boolean }>`
  position: relative;
  flex: 1;
  min-width: 0;

  input {
    padding-left: ${({ $prefix }) => ($prefix ? '26px' : '12px')};
    padding-right: ${({ $suffix }) => ($suffix ? '30px' : '12px')};
  }
`;

const Affix = styled.span<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${({ $side }) => $side}: 12px;
  transform: translateY(-50%);
  color: ${({ theme }) => theme.colors.textMuted};
  pointer-events: none;
`;

const Warning = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

export interface NumberFieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  step: number;
  min?: number;
  max?: number;
  /** Whole numbers only (days, allowances). */
  whole?: boolean;
  /** '$' before the number. */
  prefix?: string;
  /** '%' or 'h' after the number. */
  suffix?: string;
  hint?: ReactNode;
  /** Something beside the input, e.g. a %/$ toggle or the D/W/M choice. */
  addon?: ReactNode;
  /** A problem of this field with others (its own range comes first): it stops the calculation too. */
  problem?: string | null;
  /** Allowed but unusual: said under the field in place of the hint. */
  warning?: string | null;
  /** What an empty field means, shown in it (default 0). */
  placeholder?: string;
}

/**
 * A labelled number input with the step and limits of docs/product/calculator-inputs.md; an empty field counts as 0. A
 * number
 * outside `min`..`max` (or a fraction where only whole numbers go) is marked invalid, with the allowed
 * range under it; the form does not calculate until it is fixed.
 */
export function NumberField({
  id,
  label,
  value,
  onChange,
  step,
  min = 0,
  max,
  whole,
  prefix,
  suffix,
  hint,
  addon,
  problem: withOthers = null,
  warning = null,
  placeholder = '0',
}: NumberFieldProps) {
  const problem = rangeProblem(value, { min, max, whole }) ?? withOthers;
  return (
    <Field
      label={label}
      htmlFor={id}
      hint={warning ? <Warning role="status">{warning}</Warning> : hint}
      error={problem}
    >
      <Control>
        <Adorned $prefix={Boolean(prefix)} $suffix={Boolean(suffix)}>
          {prefix && <Affix $side="left">{prefix}</Affix>}
          <Input
            id={id}
            type="number"
            inputMode="decimal"
            value={value}
            placeholder={placeholder}
            step={step}
            min={min}
            max={max}
            aria-invalid={problem ? true : undefined}
            onChange={(event) => onChange(event.target.value)}
          />
          {suffix && <Affix $side="right">{suffix}</Affix>}
        </Adorned>
        {addon}
      </Control>
    </Field>
  );
}
