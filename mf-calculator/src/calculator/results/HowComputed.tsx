import styled from 'styled-components';
import { PAY_FREQUENCY_LABELS, type PaycheckInput } from '@takehome/calc-engine';
import { formatMoney } from '@takehome/web-kit';
import type { W4Figures } from './resultLines';

const Disclosure = styled.details`
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  min-width: 0;

  summary {
    cursor: pointer;
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.navy};
  }
  summary:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  ul {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    padding-left: 1.2em;
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    font-size: ${({ theme }) => theme.fontSizes.sm};
    color: ${({ theme }) => theme.colors.text};
    overflow-wrap: anywhere;
  }
`;

export interface HowComputedProps {
  input: Pick<PaycheckInput, 'state' | 'payFrequency' | 'isUnion'>;
  result: W4Figures;
}

/** W-4 mode's "how this was computed": the sources (IRS Pub 15-T, FICA, the state's) and the wages each tax is on. */
/**
 * The tax tables mark a figure not yet confirmed for the year as "[unverified for 2026]": said in words,
 * with what it means for the result.
 */
export function plainNote(note: string): string {
  return note.replace(/\s*\[unverified(?: for (\d{4}))?\]/g, (_match, year?: string) =>
    year
      ? ` (the ${year} figure is not published yet, so last year's is used and this part is an estimate)`
      : ' (not yet confirmed, so this part is an estimate)',
  );
}

export function HowComputed({ input, result }: HowComputedProps) {
  const notes = result.taxNotes;
  const frequency = PAY_FREQUENCY_LABELS[notes.payFrequency].toLowerCase();
  return (
    <Disclosure>
      <summary>How this was computed</summary>
      <ul>
        <li>
          Federal income tax: {notes.federalSource} (percentage method for automated payroll), on{' '}
          {formatMoney(result.incomeTaxWages)} of wages this week, figured for a {frequency} paycheck and shown per
          week. 401(k), medical insurance and HSA/FSA come off first.
        </li>
        <li>
          {notes.ficaSource}. On {formatMoney(result.ficaWages)} of wages this week: medical insurance and HSA/FSA come
          off first, 401(k) does not.
        </li>
        <li>
          State income tax:{' '}
          {input.state === '' ? 'no state chosen.' : `${notes.stateMethod ?? ''} (${notes.stateSource}).`}
          {notes.stateEstimateText &&
            ` The figure is ${notes.stateEstimateText}: the state's own withholding method is not encoded yet.`}
          {(notes.localLines ?? []).map((line) => ` ${line.name}: ${line.source}.`).join('')}
          {notes.stateNote && ` ${plainNote(notes.stateNote)}`}
        </li>
        <li>
          Overtime deduction: {notes.overtimeSource}.{' '}
          {notes.overtimeAppliedToW4
            ? 'It is added to W-4 Step 4(b), so the federal figure above already reflects it.'
            : 'It lowers the tax on your return; withholding is unchanged unless you add it to W-4 Step 4(b).'}
        </li>
        {input.isUnion && (
          <li>
            Union pay: employer payments into health, pension and annuity funds are not wages for income tax or Social
            Security and Medicare; they count only in your total package. Vacation/holiday fund money is taxed as wages
            and then set aside; dues come out after tax.
          </li>
        )}
        <li>Per diem is not wages. Money is rounded to the cent only at the end.</li>
      </ul>
    </Disclosure>
  );
}
