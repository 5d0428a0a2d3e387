import type { AdminUserDto, Tier, UsageDto } from '@takehome/contracts';
import styled from 'styled-components';
import { Badge, type BadgeTone, Button, Skeleton } from '@takehome/web-kit';
import { formatDate } from '@takehome/web-kit/ui';
import { CellNote, Table, TableBox } from '../../common/DataTable';
import { formatCount } from '../../common/format';
import { VisuallyHidden } from '../../common/ui';
import { usageOf } from './usage';

const TIER_TONES: Record<Tier, BadgeTone> = {
  free: 'neutral',
  plus: 'info',
  pro: 'info',
  business: 'positive',
  webmaster: 'warning',
  admin: 'warning',
};

const HighUsageRow = styled.tr`
  background: ${({ theme }) => theme.colors.warningSoft};
`;

const Usage = styled.span<{ $high: boolean }>`
  font-weight: ${({ theme, $high }) => ($high ? theme.fontWeights.bold : theme.fontWeights.regular)};
  color: ${({ theme, $high }) => ($high ? theme.colors.warning : 'inherit')};
`;

function UsageCell({ window, tier }: { window: UsageDto | undefined; tier: AdminUserDto['membershipTier'] }) {
  if (!window) return <Skeleton width="4em" />;
  const usage = usageOf(window, tier);
  return (
    <>
      <Usage $high={usage.high}>
        {usage.limit === null
          ? `${formatCount(usage.used)} · Unlimited`
          : `${formatCount(usage.used)} / ${formatCount(usage.limit)}`}
      </Usage>
      {usage.high && <CellNote>Above 80% of the limit</CellNote>}
    </>
  );
}

function UserRow({ user, window, onEdit }: { user: AdminUserDto; window: UsageDto | undefined; onEdit: () => void }) {
  const Row = window && usageOf(window, user.membershipTier).high ? HighUsageRow : 'tr';
  return (
    <Row>
      <td data-label="User">
        <strong>{user.displayName}</strong>
        <CellNote>{user.email}</CellNote>
      </td>
      <td data-label="Tier">
        <Badge tone={TIER_TONES[user.membershipTier]}>{user.membershipTier}</Badge>
      </td>
      <td data-label="Usage">
        <UsageCell window={window} tier={user.membershipTier} />
      </td>
      <td data-label="Joined" data-nowrap>
        {formatDate(user.createdAt)}
      </td>
      <td data-actions>
        <Button size="sm" variant="secondary" onClick={onEdit} aria-label={`Edit ${user.email}`}>
          Edit
        </Button>
      </td>
    </Row>
  );
}

export interface UsersTableProps {
  users: AdminUserDto[];
  /** Each user's live window (svc-calc), by id; undefined while it loads. */
  usage: Record<string, UsageDto> | undefined;
  onEdit: (user: AdminUserDto) => void;
}

export function UsersTable({ users, usage, onEdit }: UsersTableProps) {
  return (
    <TableBox>
      <Table aria-label="Users" $stackBelow="460px">
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Tier</th>
            <th scope="col">Usage</th>
            <th scope="col">Joined</th>
            <th scope="col">
              <VisuallyHidden>Actions</VisuallyHidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => (
            <UserRow key={user.id} user={user} window={usage?.[user.id]} onEdit={() => onEdit(user)} />
          ))}
        </tbody>
      </Table>
    </TableBox>
  );
}
