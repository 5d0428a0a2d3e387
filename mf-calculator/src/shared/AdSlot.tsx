import styled from 'styled-components';
import { hasPlan, useAuth } from '@takehome/web-kit';

const Slot = styled.aside<{ $height: number }>`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: ${({ $height }) => $height}px;
  border: 1px dashed ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  /* Muted, yet 4.5:1 or more on the page background (WCAG AA). */
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  letter-spacing: 0.12em;
  text-transform: uppercase;
`;

/**
 * A reserved advertising space (docs/product/journeys.md ad placeholders); nothing is loaded into it. Paid plans see
 * none.
 */
export function AdSlot({ height = 90 }: { height?: number }) {
  const { user } = useAuth();
  if (hasPlan(user?.tier, 'pro')) return null;
  return (
    <Slot aria-label="Advertisement" $height={height}>
      Advertisement
    </Slot>
  );
}
