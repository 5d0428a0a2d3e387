import styled from 'styled-components';

/**
 * A table that reads as rows of columns when wide and as stacked cards when its box is narrow
 * (each cell then shows its column name from `data-label`); `$stackBelow` on Table sets where.
 */
export const TableBox = styled.div`
  container-type: inline-size;
  width: 100%;
`;

export const Table = styled.table<{ $stackBelow?: string }>`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.sm};
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  td {
    /* A long email address or word wraps inside its cell instead of widening the table past the window. */
    overflow-wrap: anywhere;
  }
  th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    letter-spacing: 0.04em;
    text-transform: uppercase;
    color: ${({ theme }) => theme.colors.textMuted};
    white-space: nowrap;
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
  td[data-actions] {
    text-align: right;
    white-space: nowrap;
  }
  td[data-nowrap] {
    white-space: nowrap;
  }
  td[data-actions] > * + * {
    margin-left: ${({ theme }) => theme.space.xs};
  }

  @container (max-width: ${({ $stackBelow = '600px' }) => $stackBelow}) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr {
      display: grid;
      gap: ${({ theme }) => theme.space.xs};
      padding: ${({ theme }) => theme.space.md} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    tbody tr:last-child {
      border-bottom: 0;
    }
    td {
      display: block;
      position: relative;
      min-height: 1.4em;
      padding: 0 0 0 calc(35% + ${({ theme }) => theme.space.sm});
      border: 0;
      overflow-wrap: anywhere;
    }
    td[data-label]::before {
      content: attr(data-label);
      position: absolute;
      top: 2px;
      left: 0;
      width: 35%;
      font-size: ${({ theme }) => theme.fontSizes.xs};
      font-weight: ${({ theme }) => theme.fontWeights.semibold};
      color: ${({ theme }) => theme.colors.textMuted};
      text-transform: uppercase;
      letter-spacing: 0.04em;
    }
    td[data-actions] {
      display: flex;
      flex-wrap: wrap;
      gap: ${({ theme }) => theme.space.xs};
      margin-top: ${({ theme }) => theme.space.xs};
      padding-left: 0;
      text-align: left;
      white-space: normal;
    }
    td[data-actions] > * + * {
      margin-left: 0;
    }
  }
`;

/** Secondary text under a cell's main value (an email, a path): it may break anywhere rather than widen the table. */
export const CellNote = styled.span`
  display: block;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;
