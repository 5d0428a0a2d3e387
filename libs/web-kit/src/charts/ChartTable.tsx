import { useId, useState, type ReactNode } from 'react';
import styled from 'styled-components';
import { Button } from '../components/Button';

/** Out of sight until asked for, but always in the page for screen readers: the chart's own figures. */
const Box = styled.div<{ $open: boolean }>`
  max-height: 420px;
  overflow: auto;
  ${({ $open }) =>
    $open
      ? ''
      : `position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;`}

  table {
    width: 100%;
    border-collapse: collapse;
    font-variant-numeric: tabular-nums;
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  caption {
    text-align: left;
    padding-bottom: ${({ theme }) => theme.space.xs};
  }
  th,
  td {
    padding: 4px 8px;
    text-align: right;
    border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceMuted};
    white-space: nowrap;
  }
  th:first-child {
    text-align: left;
  }
`;

const Toggle = styled.div`
  margin-top: ${({ theme }) => theme.space.sm};
  @media print {
    display: none;
  }
`;

export interface ChartTableProps {
  /** Names the table's region ('Average net pay per week'). */
  label: string;
  caption: string;
  /** The table's head and body rows. */
  children: ReactNode;
}

/** docs/product/charts.md: the table behind a chart, read by screen readers and shown on screen with Show the table. */
export function ChartTable({ label, caption, children }: ChartTableProps) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Toggle>
        <Button size="sm" variant="secondary" onClick={() => setOpen(!open)} aria-expanded={open} aria-controls={id}>
          {open ? 'Hide the table' : 'Show the table'}
        </Button>
      </Toggle>
      <Box $open={open} id={id} role="region" aria-label={label} tabIndex={open ? 0 : -1}>
        <table>
          <caption>{caption}</caption>
          {children}
        </table>
      </Box>
    </>
  );
}
