import { EXPENSE_KEYS, EXPENSE_LABELS, type ExpenseFrequency, type ExpenseKey } from '@takehome/calc-engine';
import { CollapsibleSection, FieldGrid } from './CollapsibleSection';
import type { ExpenseValue } from './formValues';
import { NumberField } from './NumberField';
import { SegmentedChoice } from '../../shared/SegmentedChoice';
import type { SectionProps } from './sectionProps';

const FREQUENCIES = [
  { value: 'daily', label: 'D', name: 'Daily' },
  { value: 'weekly', label: 'W', name: 'Weekly' },
  { value: 'monthly', label: 'M', name: 'Monthly' },
] as const;

export interface ExpensesSectionProps extends SectionProps {
  open: boolean;
  onToggle: () => void;
}

/** Optional Weekly Expenses: eleven amounts, each paid daily, weekly or monthly. */
export function ExpensesSection({ values, onChange, open, onToggle }: ExpensesSectionProps) {
  const update = (key: ExpenseKey, patch: Partial<ExpenseValue>) =>
    onChange({ expenses: { ...values.expenses, [key]: { ...values.expenses[key], ...patch } } });

  return (
    <CollapsibleSection
      title="Weekly Expenses"
      subtitle="Optional: see what is left over each week"
      open={open}
      onToggle={onToggle}
    >
      <FieldGrid $min={200}>
        {EXPENSE_KEYS.map((key) => (
          <NumberField
            key={key}
            id={`calc-expense-${key}`}
            label={EXPENSE_LABELS[key]}
            prefix="$"
            step={0.01}
            value={values.expenses[key].amount}
            onChange={(amount) => update(key, { amount })}
            addon={
              <SegmentedChoice<ExpenseFrequency>
                name={`calc-expense-${key}-frequency`}
                label={`${EXPENSE_LABELS[key]} frequency`}
                options={FREQUENCIES}
                value={values.expenses[key].frequency}
                onChange={(frequency) => update(key, { frequency })}
              />
            }
          />
        ))}
      </FieldGrid>
    </CollapsibleSection>
  );
}
