import { useState, type FormEvent } from 'react';
import { ASSIGNABLE_TIERS, USAGE_LIMIT, isUnlimitedTier, type AdminUserDto, type Tier } from '@takehome/contracts';
import { ApiError, Button, Field, Input, Modal, Select, useToast } from '@takehome/web-kit';
import { useUpdateUser } from '../../api/users';
import { ErrorNote, FieldRow, FormActions, FormGrid } from '../../common/ui';

const WHOLE_NUMBER = /^\d+$/;
const NOT_WHOLE = 'Enter a whole number (0 or more).';

/** SPEC §8: the server's error field, or the bare message when the request never got an answer. */
function updateUserError(error: unknown): string {
  if (error instanceof ApiError) return `Error updating user: ${error.serverError ?? error.message}`;
  return 'Error updating user';
}

function UserForm({ user, onClose }: { user: AdminUserDto; onClose: () => void }) {
  const update = useUpdateUser();
  const { showToast } = useToast();
  const [tier, setTier] = useState<Tier>(user.membershipTier);
  const [limit, setLimit] = useState(user.calculationsLimit === null ? '' : String(user.calculationsLimit));
  const [used, setUsed] = useState(String(user.calculationsUsed));
  const tierLocked = !(ASSIGNABLE_TIERS as readonly Tier[]).includes(user.membershipTier);
  const limitError = limit.trim() !== '' && !WHOLE_NUMBER.test(limit.trim()) ? NOT_WHOLE : undefined;
  const usedError = !WHOLE_NUMBER.test(used.trim()) ? NOT_WHOLE : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (limitError || usedError || update.isPending) return;
    update.mutate(
      {
        id: user.id,
        changes: {
          membershipTier: tier,
          calculationsLimit: limit.trim() === '' ? null : Number.parseInt(limit, 10),
          calculationsUsed: Number.parseInt(used, 10),
        },
      },
      {
        onSuccess: () => {
          showToast({ title: 'User updated successfully', description: user.email, tone: 'success' });
          onClose();
        },
        onError: (error) => showToast({ title: updateUserError(error), tone: 'error' }),
      },
    );
  };

  return (
    <form onSubmit={submit} noValidate>
      <FormGrid>
        <Field
          label="Membership tier"
          htmlFor="user-tier"
          hint={tierLocked ? "The admin account's tier cannot be changed." : undefined}
        >
          <Select
            id="user-tier"
            value={tier}
            onChange={(event) => setTier(event.target.value as Tier)}
            disabled={tierLocked}
          >
            {(tierLocked ? [user.membershipTier] : ASSIGNABLE_TIERS).map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </Select>
        </Field>
        <FieldRow>
          <Field
            label="Calculation limit"
            htmlFor="user-limit"
            error={limitError}
            hint={isUnlimitedTier(tier) ? 'This tier has no limit.' : `Empty means the default (${USAGE_LIMIT}).`}
          >
            <Input
              id="user-limit"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={limit}
              placeholder={`Default (${USAGE_LIMIT})`}
              aria-invalid={limitError ? true : undefined}
              onChange={(event) => setLimit(event.target.value)}
            />
          </Field>
          <Field label="Calculations used" htmlFor="user-used" error={usedError}>
            <Input
              id="user-used"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              value={used}
              aria-invalid={usedError ? true : undefined}
              onChange={(event) => setUsed(event.target.value)}
            />
          </Field>
        </FieldRow>
        {update.isError && <ErrorNote>{updateUserError(update.error)}</ErrorNote>}
        <FormActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={Boolean(limitError || usedError) || update.isPending}>
            {update.isPending ? 'Saving...' : 'Save Changes'}
          </Button>
        </FormActions>
      </FormGrid>
    </form>
  );
}

/** SPEC §2/§7 user edit modal: tier among the assignable ones, limit and used as integers, PUT on save. */
export function UserEditModal({ user, onClose }: { user: AdminUserDto | null; onClose: () => void }) {
  return (
    <Modal open={user !== null} onClose={onClose} title={`Edit ${user?.displayName ?? 'user'}`}>
      {user && <UserForm key={user.id} user={user} onClose={onClose} />}
    </Modal>
  );
}
