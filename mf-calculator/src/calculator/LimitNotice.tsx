import { Link } from '@takehome/web-kit/router';
import styled from 'styled-components';
import { calculationLimitMessage } from '@takehome/contracts';

const Notice = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.warning};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.warningSoft};
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** docs/product/journeys.md: at the limit a limit-reached message shows beside the disabled button. */
export function LimitNotice({ limit }: { limit: number }) {
  return (
    <Notice role="status">
      {calculationLimitMessage(limit)} <Link to="/pricing">View Membership Plans</Link>
    </Notice>
  );
}
