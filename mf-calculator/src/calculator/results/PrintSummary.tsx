import { Fragment } from 'react';
import { createPortal } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
import type { PaycheckInput, PaycheckResult } from '@takehome/calc-engine';
import { formatMoney } from '@takehome/web-kit';
import { stubSheet, type StubLine } from './stubSheet';

/**
 * docs/product/sharing.md: printing the calculator prints this one-page, paystub-style summary and nothing else. It
 * sits straight under <body>, so the print rules can hide every other child of the page.
 */
const PrintOnly = createGlobalStyle`
  .takehome-print-summary {
    display: none;
  }
  @media print {
    @page {
      size: letter;
      margin: 0.5in;
    }
    body > :not(.takehome-print-summary) {
      display: none !important;
    }
    body {
      background: #fff !important;
    }
    .takehome-print-summary {
      display: block;
    }
  }
`;

const Sheet = styled.article`
  font-size: 10pt;
  line-height: 1.3;
  color: #000;

  h1 {
    margin: 0;
    font-size: 15pt;
  }
  h2 {
    margin: 10pt 0 3pt;
    font-size: 10pt;
    text-transform: uppercase;
    letter-spacing: 0.05em;
    border-bottom: 1pt solid #000;
  }
  p {
    margin: 2pt 0;
  }
  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    padding: 1.5pt 4pt;
    text-align: right;
    border-bottom: 0.5pt solid #bbb;
  }
  th:first-child,
  td:first-child {
    text-align: left;
  }
  .net td,
  .net th {
    font-weight: 700;
    border-top: 1pt solid #000;
  }
  small {
    color: #444;
  }
`;

const Columns = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: 14pt;
`;

function Lines({ lines }: { lines: StubLine[] }) {
  return (
    <table>
      <tbody>
        {lines.map((line, index) => (
          <tr key={index}>
            <td>{line.label}</td>
            <td>{formatMoney(line.amount)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

export interface PrintSummaryProps {
  input: PaycheckInput;
  result: PaycheckResult;
  calculatedAt: string;
}

/** The paycheck as a one-page stub (./stubSheet.ts, which the PDF export draws too). */
export function PrintSummary({ input, result, calculatedAt }: PrintSummaryProps) {
  if (typeof document === 'undefined') return null;
  const sheet = stubSheet(input, result, calculatedAt);
  return createPortal(
    <div className="takehome-print-summary" data-testid="print-summary">
      <PrintOnly />
      <Sheet aria-hidden="true">
        <h1>{sheet.title}</h1>
        <p>{sheet.subtitle}</p>
        <Columns>
          {sheet.columns.map((sections, column) => (
            <section key={column}>
              {sections.map((section) => (
                <Fragment key={section.title}>
                  <h2>{section.title}</h2>
                  <Lines lines={section.lines} />
                </Fragment>
              ))}
            </section>
          ))}
        </Columns>
        <h2>Per pay period</h2>
        <table>
          <thead>
            <tr>
              <th />
              {sheet.periods.headers.map((header) => (
                <th key={header}>{header}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {sheet.periods.rows.map((row) => (
              <tr key={row.label} className={row.net ? 'net' : undefined}>
                <th>{row.label}</th>
                {row.values.map((value, index) => (
                  <td key={index}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        {sheet.notes.map((note) => (
          <p key={note}>
            <small>{note}</small>
          </p>
        ))}
      </Sheet>
    </div>,
    document.body,
  );
}
