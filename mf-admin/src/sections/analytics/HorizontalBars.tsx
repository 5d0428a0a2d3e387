import styled from 'styled-components';
import { PlainList } from '@takehome/web-kit/ui';

const Row = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
`;

const Caption = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};

  span:first-child {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    color: ${({ theme }) => theme.colors.navy};
  }
  span:last-child {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Track = styled.div`
  height: 12px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
  border-radius: ${({ theme }) => theme.radii.pill};
  overflow: hidden;
`;

const Fill = styled.div<{ $share: number }>`
  width: ${({ $share }) => `${Math.max(0, Math.min(1, $share)) * 100}%`};
  min-width: ${({ $share }) => ($share > 0 ? '4px' : '0')};
  height: 100%;
  background: ${({ theme }) => theme.colors.teal};
  border-radius: inherit;
`;

export interface BarItem {
  label: string;
  value: number;
  /** The figures shown beside the label, e.g. '1,200 visitors · 12.5%'. */
  detail: string;
}

/** A bar per item, as long as its value against the largest; the numbers are written out beside it. */
export function HorizontalBars({ items, label }: { items: BarItem[]; label: string }) {
  const largest = Math.max(0, ...items.map((item) => item.value));
  return (
    <PlainList aria-label={label}>
      {items.map((item) => (
        <Row key={item.label}>
          <Caption>
            <span>{item.label}</span>
            <span>{item.detail}</span>
          </Caption>
          <Track aria-hidden="true">
            <Fill $share={largest > 0 ? item.value / largest : 0} />
          </Track>
        </Row>
      ))}
    </PlainList>
  );
}
