import styled from 'styled-components';
import { Button } from '@takehome/web-kit';
import { formatCount } from './format';

const Bar = styled.nav`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};

  div {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
  }
`;

export interface PagerProps {
  /** Names the list, e.g. 'Subscribers pages'. */
  label: string;
  offset: number;
  pageSize: number;
  total: number;
  onChange: (offset: number) => void;
}

/** 'Showing 1–50 of 120' with Previous and Next; nothing when everything fits on one page. */
export function Pager({ label, offset, pageSize, total, onChange }: PagerProps) {
  if (total <= pageSize && offset === 0) return null;
  const last = Math.min(offset + pageSize, total);
  return (
    <Bar aria-label={label}>
      <span>
        Showing {formatCount(offset + 1)}–{formatCount(last)} of {formatCount(total)}
      </span>
      <div>
        <Button
          size="sm"
          variant="secondary"
          disabled={offset === 0}
          onClick={() => onChange(Math.max(0, offset - pageSize))}
        >
          Previous
        </Button>
        <Button size="sm" variant="secondary" disabled={last >= total} onClick={() => onChange(offset + pageSize)}>
          Next
        </Button>
      </div>
    </Bar>
  );
}
