import { useId, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import type { SavedCalculationDto } from '@takehome/contracts';
import { Badge, Button, Card, Checkbox, Field, formatMoney, Input, Modal } from '@takehome/web-kit';
import { formatDate, toneOf } from '@takehome/web-kit/ui';
import { serverText, useDeleteCalculation, useRenameCalculation } from '../api/calculations';
import { isW4Figures } from '../calculator/results/resultLines';
import { formatRate, stateTaxMessage, taxLines } from '../calculator/results/w4Lines';
import { Breakdown } from '../shared/Breakdown';
import { formatNumber } from '../shared/format';
import { Actions } from '../shared/Actions';
import { figuresOf } from '../shared/savedFigures';

const Article = styled(Card)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  align-content: start;
`;

const Top = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;

  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    font-variant-numeric: tabular-nums;
  }
`;

const Amount = styled.dd<{ $tone?: 'positive' | 'negative' }>`
  && {
    color: ${({ theme, $tone }) => ($tone ? theme.colors[$tone] : theme.colors.navy)};
  }
`;

const Tags = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const Buttons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

const Taxes = styled.section`
  min-width: 0;

  h3 {
    margin: 0 0 ${({ theme }) => theme.space.xxs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  p {
    margin: ${({ theme }) => theme.space.xs} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Problem = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.negative};
`;

function tagsOf(calculation: SavedCalculationDto): string[] {
  const { input, result } = figuresOf(calculation);
  return [
    isW4Figures(result) && (input.state ? `W-4 · ${input.state}` : 'W-4'),
    input.isUnion && 'Union',
    input.overtimeHours > 0 && 'Overtime',
    input.doubleTimeHours > 0 && 'Double Time',
    input.noTaxOnOvertime && 'No Tax on Overtime',
    result.perDiemTotal > 0 && 'Per Diem',
    result.totalExpenses > 0 && 'Expenses',
  ].filter((tag): tag is string => Boolean(tag));
}

function RenameForm({ calculation, onDone }: { calculation: SavedCalculationDto; onDone: () => void }) {
  const id = useId();
  const [name, setName] = useState(calculation.name);
  const rename = useRenameCalculation();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) return;
    rename.mutate({ id: calculation.id, name: name.trim() }, { onSuccess: onDone });
  };
  return (
    <form onSubmit={submit}>
      <Field label="Calculation name" htmlFor={id} error={rename.isError ? serverText(rename.error) : undefined}>
        <Input id={id} value={name} maxLength={120} onChange={(e) => setName(e.target.value)} autoFocus />
      </Field>
      <Actions>
        <Button type="submit" size="sm" disabled={!name.trim() || rename.isPending}>
          {rename.isPending ? 'Saving...' : 'Save Name'}
        </Button>
        <Button variant="secondary" size="sm" onClick={onDone}>
          Cancel
        </Button>
      </Actions>
    </form>
  );
}

function DeleteDialog({
  calculation,
  onDeleted,
  onClose,
}: {
  calculation: SavedCalculationDto;
  onDeleted: () => void;
  onClose: () => void;
}) {
  const remove = useDeleteCalculation();
  return (
    <Modal open title="Delete calculation?" onClose={onClose}>
      <p>&ldquo;{calculation.name}&rdquo; will be removed from your account.</p>
      {remove.isError && <Problem role="alert">Could not delete: {serverText(remove.error)}</Problem>}
      <Actions>
        <Button
          variant="danger"
          disabled={remove.isPending}
          onClick={() => remove.mutate(calculation.id, { onSuccess: onDeleted })}
        >
          {remove.isPending ? 'Deleting...' : 'Delete'}
        </Button>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
      </Actions>
    </Modal>
  );
}

export interface SavedCalculationCardProps {
  calculation: SavedCalculationDto;
  selected: boolean;
  /** Selecting is for export: without it (a plan without export) the card has no checkbox. */
  onSelect?: (selected: boolean) => void;
  onDeleted: () => void;
}

/** A W-4 mode save's taxes, line by line, with its rates (docs/product/taxes.md). */
function SavedTaxes({ calculation }: { calculation: SavedCalculationDto }) {
  const headingId = useId();
  const { input, result } = figuresOf(calculation);
  if (!isW4Figures(result)) return null;
  const stateMessage = stateTaxMessage(input, result);
  return (
    <Taxes aria-labelledby={headingId}>
      <h3 id={headingId}>Taxes</h3>
      <Breakdown lines={taxLines(input, result, { noStateTax: stateMessage !== null })} />
      <p>
        Marginal rate {formatRate(result.marginalRate)} · effective rate {formatRate(result.effectiveRate)}
      </p>
      {stateMessage && <p>{stateMessage}</p>}
    </Taxes>
  );
}

/** One saved calculation: its name, date, figures, W-4 taxes and tags, with select, rename and delete. */
export function SavedCalculationCard({ calculation, selected, onSelect, onDeleted }: SavedCalculationCardProps) {
  const titleId = useId();
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const { input, result } = figuresOf(calculation);
  const tags = tagsOf(calculation);
  return (
    <Article as="article" aria-labelledby={titleId}>
      <Top>
        {onSelect && (
          <Checkbox
            label=""
            aria-label={`Select ${calculation.name}`}
            checked={selected}
            onChange={(e) => onSelect(e.target.checked)}
          />
        )}
        <div>
          <h2 id={titleId}>{calculation.name}</h2>
          <p>{formatDate(calculation.calculationDate)}</p>
        </div>
      </Top>
      <Figures>
        <div>
          <dt>Gross Pay</dt>
          <Amount>{formatMoney(result.grossPay)}</Amount>
        </div>
        <div>
          <dt>Net Pay</dt>
          <Amount>{formatMoney(result.netPay)}</Amount>
        </div>
        <div>
          <dt>Left Over</dt>
          <Amount $tone={toneOf(result.leftOver)}>{formatMoney(result.leftOver)}</Amount>
        </div>
        <div>
          <dt>Hours</dt>
          <Amount>{formatNumber(result.totalHours)}</Amount>
        </div>
        <div>
          <dt>Overtime</dt>
          <Amount>{formatNumber(input.overtimeHours + input.doubleTimeHours)} h</Amount>
        </div>
        <div>
          <dt>Union Benefits</dt>
          <Amount>{formatMoney(result.unionBenefitsTotal)}</Amount>
        </div>
      </Figures>
      <SavedTaxes calculation={calculation} />
      {tags.length > 0 && (
        <Tags aria-label="Tags">
          {tags.map((tag) => (
            <Badge key={tag} tone="info">
              {tag}
            </Badge>
          ))}
        </Tags>
      )}
      {mode === 'rename' ? (
        <RenameForm calculation={calculation} onDone={() => setMode('view')} />
      ) : (
        <Buttons>
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Rename ${calculation.name}`}
            onClick={() => setMode('rename')}
          >
            Rename
          </Button>
          <Button variant="ghost" size="sm" aria-label={`Delete ${calculation.name}`} onClick={() => setMode('delete')}>
            Delete
          </Button>
        </Buttons>
      )}
      {mode === 'delete' && (
        <DeleteDialog calculation={calculation} onDeleted={onDeleted} onClose={() => setMode('view')} />
      )}
    </Article>
  );
}
