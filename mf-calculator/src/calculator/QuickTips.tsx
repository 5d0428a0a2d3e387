import styled from 'styled-components';
import { Card } from '@takehome/web-kit';
import { CardTitle } from '../shared/CardTitle';

const TIPS = [
  'Enter your combined tax rate (federal, state and payroll together) for the closest estimate; your last pay stub has it.',
  'Overtime is paid at 1.5× and double time at 2× your hourly rate.',
  'Per diem is paid in cash and never taxed, so it adds to your gross pay without raising your taxes.',
  'Union benefits are paid by your employer into the funds: they count toward taxable pay and your total package.',
  'Add your weekly expenses to see what is left over, and use the D/W/M choice for daily or monthly bills.',
  'Link straight to your numbers: /?hourlyRate=30&regularHours=40 fills the form and calculates.',
];

const List = styled.ul`
  margin: 0;
  padding-left: 1.2em;
  color: ${({ theme }) => theme.colors.textMuted};

  li + li {
    margin-top: ${({ theme }) => theme.space.sm};
  }
`;

export function QuickTips() {
  return (
    <Card as="aside" aria-labelledby="quick-tips-title">
      <CardTitle id="quick-tips-title">Quick Tips</CardTitle>
      <List>
        {TIPS.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </List>
    </Card>
  );
}
