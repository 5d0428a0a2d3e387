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

/** The three sections of SPEC §2 and the Calculate Pay button; Enter in any field calculates too. */
export function CalculatorForm({
  values,
  onChange,
  onCalculate,
  taxesOpenAtStart = false,
  footer,
}: CalculatorFormProps) {
  const [taxesOpen, setTaxesOpen] = useState(taxesOpenAtStart);
  const [expensesOpen, setExpensesOpen] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
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
