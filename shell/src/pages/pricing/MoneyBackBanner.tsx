import styled from 'styled-components';

const Banner = styled.aside`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.xl};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.navy};
  color: ${({ theme }) => theme.colors.textOnDarkMuted};

  ${({ theme }) => theme.media.mobile} {
    flex-direction: column;
    align-items: flex-start;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.lg};
  }

  h2 {
    margin: 0 0 ${({ theme }) => theme.space.xs};
    color: ${({ theme }) => theme.colors.textOnDark};
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
  p {
    margin: 0;
  }
`;

const Seal = styled.span`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: 64px;
  height: 64px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.colors.tealBright};
  color: ${({ theme }) => theme.colors.tealBright};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** docs/product/paths.md money-back guarantee banner; the number of days comes from GET /api/plans. */
export function MoneyBackBanner({ days }: { days: number }) {
  return (
    <Banner aria-labelledby="money-back">
      <Seal aria-hidden="true">{days}</Seal>
      <div>
        <h2 id="money-back">{days}-day money-back guarantee</h2>
        <p>
          Try Pro without risk. If it is not right for you, contact us within {days} days of your payment for a full
          refund.
        </p>
      </div>
    </Banner>
  );
}
