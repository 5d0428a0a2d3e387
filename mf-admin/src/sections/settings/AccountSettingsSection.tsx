import { useEffect, useState } from 'react';
import styled from 'styled-components';
import type { AdminUserDto } from '@takehome/contracts';
import { Card, Field, Input, Skeleton } from '@takehome/web-kit';
import { EmptyState } from '@takehome/web-kit/ui';
import { USERS_PAGE_SIZE, useAdminUsers, useUsersUsage } from '../../api/users';
import { errorText } from '../../common/errors';
import { Pager } from '../../common/Pager';
import { CardHeader, ErrorNote } from '../../common/ui';
import { DashboardSection } from '../../layout/DashboardSection';
import { TierCounts } from './TierCounts';
import { UserEditModal } from './UserEditModal';
import { UsersTable } from './UsersTable';

const SEARCH_DELAY_MS = 300;

const UsersHeader = styled(CardHeader)`
  align-items: flex-end;
`;

const Search = styled.div`
  width: min(100%, 320px);
`;

/** docs/product/paths.md Account Settings: the users with tier counts, and the edit modal. */
export function AccountSettingsSection() {
  const [searchText, setSearchText] = useState('');
  const [search, setSearch] = useState('');
  const [offset, setOffset] = useState(0);
  const [editing, setEditing] = useState<AdminUserDto | null>(null);
  const users = useAdminUsers(search, offset);
  const usage = useUsersUsage(users.data?.users.map((user) => user.id) ?? []);

  useEffect(() => {
    const timer = setTimeout(() => {
      setSearch(searchText.trim());
      setOffset(0);
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  return (
    <DashboardSection title="Account Settings" description="Every account, its tier and its calculation usage.">
      <TierCounts counts={users.data?.tierCounts} />
      <Card aria-labelledby="users-title">
        <UsersHeader>
          <h3 id="users-title">Users</h3>
          <Search role="search">
            <Field label="Search users" htmlFor="user-search">
              <Input
                id="user-search"
                type="search"
                value={searchText}
                onChange={(event) => setSearchText(event.target.value)}
                placeholder="Email or name"
              />
            </Field>
          </Search>
        </UsersHeader>
        {users.isPending && <Skeleton height="160px" />}
        {users.isError && <ErrorNote>Failed to fetch users: {errorText(users.error)}</ErrorNote>}
        {users.data?.users.length === 0 && <EmptyState>No users match “{search}”.</EmptyState>}
        {users.data && users.data.users.length > 0 && (
          <UsersTable users={users.data.users} usage={usage.data} onEdit={setEditing} />
        )}
        {users.data && (
          <Pager
            label="User pages"
            offset={offset}
            pageSize={USERS_PAGE_SIZE}
            total={users.data.total}
            onChange={setOffset}
          />
        )}
      </Card>
      <UserEditModal
        user={editing}
        window={editing ? usage.data?.[editing.id] : undefined}
        onClose={() => setEditing(null)}
      />
    </DashboardSection>
  );
}
