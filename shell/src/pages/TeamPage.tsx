import styled from 'styled-components';
import { Badge, Button, Card, FeatureGate, PageContainer, useDocumentTitle } from '@takehome/web-kit';

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space.xl};

  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin-bottom: ${({ theme }) => theme.space.md};

  > :first-child {
    margin-right: auto;
  }
`;

const Scroller = styled.div`
  overflow-x: auto;
`;

const Table = styled.table`
  width: 100%;
  min-width: 600px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};

  th,
  td {
    padding: 12px ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
  }
  thead th {
    color: ${({ theme }) => theme.colors.textMuted};
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

/** docs/product/journeys.md: /team stays a static preview; these members are samples. */
const SAMPLE_MEMBERS = [
  { name: 'Jordan Reyes', role: 'Foreman', calculations: 42, lastActive: 'Today' },
  { name: 'Sam Whitaker', role: 'Journeyman electrician', calculations: 18, lastActive: 'Yesterday' },
  { name: 'Priya Nair', role: 'Apprentice', calculations: 9, lastActive: '3 days ago' },
  { name: 'Alex Moreno', role: 'Payroll', calculations: 27, lastActive: 'Today' },
];

function TeamPreview() {
  return (
    <Card aria-labelledby="team-members">
      <Toolbar>
        <h2 id="team-members">Team members</h2>
        <Badge tone="warning">Preview with sample members</Badge>
      </Toolbar>
      <Toolbar role="toolbar" aria-label="Bulk actions">
        <span>Bulk actions</span>
        <Button variant="secondary" size="sm" disabled>
          Export selected
        </Button>
        <Button variant="secondary" size="sm" disabled>
          Run bulk calculation
        </Button>
        <Button variant="secondary" size="sm" disabled>
          Invite member
        </Button>
      </Toolbar>
      {/* Scrolls sideways on a narrow screen: focusable, so a keyboard can scroll it too. */}
      <Scroller tabIndex={0} role="region" aria-label="Team members">
        <Table>
          <thead>
            <tr>
              <th scope="col">Name</th>
              <th scope="col">Role</th>
              <th scope="col">Calculations this month</th>
              <th scope="col">Last active</th>
            </tr>
          </thead>
          <tbody>
            {SAMPLE_MEMBERS.map((member) => (
              <tr key={member.name}>
                <th scope="row">{member.name}</th>
                <td>{member.role}</td>
                <td>{member.calculations}</td>
                <td>{member.lastActive}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Scroller>
    </Card>
  );
}

/** /team (signed in, Business): a static preview of team management behind the Business gate. */
export function TeamPage() {
  useDocumentTitle('Team');
  return (
    <PageContainer>
      <Header>
        <h1>Team</h1>
        <p>Keep your crew's paychecks, calculations and exports in one place.</p>
      </Header>
      <FeatureGate plan="business">
        <TeamPreview />
      </FeatureGate>
    </PageContainer>
  );
}
