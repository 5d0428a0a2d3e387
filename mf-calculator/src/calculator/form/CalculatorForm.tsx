import { useState, type FormEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { ExpensesSection } from './ExpensesSection';
import type { FormValues } from './formValues';
import { PaySection } from './PaySection';
import { TaxesSection } from './TaxesSection';

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

export interface CalculatorFormProps {
  values: FormValues;
  onChange: (patch: Partial<FormValues>) => void;
  onCalculate: () => void;
  /** Opens Taxes & Deductions at first, e.g. when a link prefilled a tax field. */
  taxesOpenAtStart?: boolean;
  /** The Calculate Pay button and what goes with it. */
  footer: ReactNode;
}

/** Opens the closed section a field is in (its toggle controls the hidden body), then focuses the field. */
function showField(form: HTMLFormElement, field: HTMLInputElement) {
  const closed = field.closest<HTMLElement>('[hidden]');
  const toggle = closed
    ? [...form.querySelectorAll<HTMLButtonElement>('button[aria-controls]')].find(
        (button) => button.getAttribute('aria-controls') === closed.id,
      )
    : undefined;
  toggle?.click();
  setTimeout(() => field.focus());
}

/**
 * The three sections of docs/product/paths.md and the Calculate Pay button; Enter in any field calculates too,
 * unless a number is out of its range.
 */
export function CalculatorForm({
  values,
  onChange,
  onCalculate,
  taxesOpenAtStart = false,
  footer,
}: CalculatorFormProps) {
  const [taxesOpen, setTaxesOpen] = useState(taxesOpenAtStart);
  const [expensesOpen, setExpensesOpen] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // A number outside its range is not calculated with another value: the field says the range.
    const invalid = event.currentTarget.querySelector<HTMLInputElement>('input[aria-invalid="true"]');
    if (invalid) {
      showField(event.currentTarget, invalid);
      return;
    }
    onCalculate();
  };
  return (
    <Form onSubmit={submit} aria-label="Paycheck calculator" noValidate>
      <PaySection values={values} onChange={onChange} />
      <TaxesSection values={values} onChange={onChange} open={taxesOpen} onToggle={() => setTaxesOpen((o) => !o)} />
      <ExpensesSection
        values={values}
        onChange={onChange}
        open={expensesOpen}
        onToggle={() => setExpensesOpen((o) => !o)}
      />
      {footer}
    </Form>
  );
}
