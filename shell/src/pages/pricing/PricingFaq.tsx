import styled from 'styled-components';
import { PRICING_FAQ } from '@takehome/contracts';
import { usePriceText } from '@takehome/web-kit';

const List = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Item = styled.details`
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};

  summary {
    color: ${({ theme }) => theme.colors.navy};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    cursor: pointer;
  }
  p {
    margin: ${({ theme }) => theme.space.sm} 0 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The pricing questions people ask before they pay. */
export function PricingFaq() {
  const priced = usePriceText();
  return (
    <List>
      {PRICING_FAQ.map(({ question, answer }) => (
        <Item key={question}>
          <summary>{question}</summary>
          <p>{priced(answer)}</p>
        </Item>
      ))}
    </List>
  );
}
