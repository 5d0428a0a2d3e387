import type { ReactNode } from 'react';
import styled, { css } from 'styled-components';
import { formatMoney } from '@takehome/web-kit';

export const BreakdownTitle = styled.h3`
  margin: 0 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.md};
  text-transform: uppercase;
  letter-spacing: 0.06em;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const List = styled.dl`
  margin: 0;
`;

const Row = styled.div<{ $total: boolean }>`
  display: flex;
  justify-content: space-between;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.md};
  padding: 6px 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.surfaceMuted};

  dt {
    min-width: 0;
    color: ${({ theme }) => theme.colors.text};
  }
  dt small {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    flex: none;
    font-variant-numeric: tabular-nums;
  }
  ${({ $total }) =>
    $total &&
    css`
      border-bottom: 0;
      font-weight: ${({ theme }) => theme.fontWeights.bold};
    `}
`;

export interface BreakdownLine {
  label: ReactNode;
  /** Small text under the label, e.g. '40 h × $25.00'. */
  detail?: ReactNode;
  amount: number;
  /** Shown as a subtraction: '-$12.00'. */
  minus?: boolean;
  total?: boolean;
}

/** Label/amount rows of the results, money as $1,234.56. */
export function Breakdown({ lines }: { lines: BreakdownLine[] }) {
  return (
    <List>
      {lines.map((line, index) => (
        <Row key={index} $total={Boolean(line.total)}>
          <dt>
            {line.label}
            {line.detail && <small>{line.detail}</small>}
          </dt>
          <dd>{line.minus && line.amount !== 0 ? `-${formatMoney(line.amount)}` : formatMoney(line.amount)}</dd>
        </Row>
      ))}
    </List>
  );
}
