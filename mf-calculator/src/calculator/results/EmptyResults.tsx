import styled from 'styled-components';
import { Card } from '@takehome/web-kit';
import { CardTitle } from '../../shared/CardTitle';

const Box = styled(Card)`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};

  p {
    margin: 0;
  }
`;

/** docs/product/journeys.md: no result until Calculate is pressed. */
export function EmptyResults() {
  return (
    <Box aria-labelledby="results-empty-title">
      <CardTitle id="results-empty-title">Your Weekly Paycheck</CardTitle>
      <p>Fill in your pay and press Calculate Pay to see your gross pay, deductions, net pay and what is left over.</p>
    </Box>
  );
}
