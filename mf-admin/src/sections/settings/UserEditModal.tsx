import { useState, type FormEvent } from 'react';
import {
  ASSIGNABLE_TIERS,
  USAGE_LIMIT,
  isUnlimitedTier,
  type AdminUserDto,
  type Tier,
  type UsageDto,
} from '@takehome/contracts';
import { ApiError, Button, Field, Input, Modal, Select, useToast } from '@takehome/web-kit';
import { useSetUsage, useUpdateUser } from '../../api/users';
import { ErrorNote, FieldRow, FormActions, FormGrid } from '../../common/ui';

const WHOLE_NUMBER = /^\d+$/;
const NOT_WHOLE = 'Enter a whole number (0 or more).';

/** docs/product/copy.md: the server's error field, or the bare message when the request never got an answer. */
function updateUserError(error: unknown): string {
  if (error instanceof ApiError) return `Error updating user: ${error.serverError ?? error.message}`;
  return 'Error updating user';
}

interface UserFormProps {
  user: AdminUserDto;
  /** The user's live window from svc-calc, which owns the count. */
  window: UsageDto | undefined;
  onClose: () => void;
}

function UserForm({ user, window, onClose }: UserFormProps) {
  const update = useUpdateUser();
  const setUsage = useSetUsage();
  const { showToast } = useToast();
  const [tier, setTier] = useState<Tier>(user.membershipTier);
  const [limit, setLimit] = useState(user.calculationsLimit === null ? '' : String(user.calculationsLimit));
  const shownUsed = String(window?.used ?? 0);
  const [used, setUsed] = useState(shownUsed);
  const tierLocked = !(ASSIGNABLE_TIERS as readonly Tier[]).includes(user.membershipTier);
  const limitError = limit.trim() !== '' && !WHOLE_NUMBER.test(limit.trim()) ? NOT_WHOLE : undefined;
  const usedError = !WHOLE_NUMBER.test(used.trim()) ? NOT_WHOLE : undefined;

  const pending = update.isPending || setUsage.isPending;
  const failure = update.error ?? setUsage.error;

  // Tier and limit go to svc-identity; the count, when changed, to svc-calc (the user sees it at once).
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (limitError || usedError || pending) return;
    try {
      await update.mutateAsync({
        id: user.id,
        changes: { membershipTier: tier, calculationsLimit: limit.trim() === '' ? null : Number.parseInt(limit, 10) },
      });
      if (used.trim() !== shownUsed) await setUsage.mutateAsync({ id: user.id, used: Number.parseInt(used, 10) });
      showToast({ title: 'User updated successfully', description: user.email, tone: 'success' });
      onClose();
    } catch (error) {
      showToast({ title: updateUserError(error), tone: 'error' });
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
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
          <Field
            label="Calculations used"
            htmlFor="user-used"
            error={usedError}
            hint={window?.resetAt ? 'In the current 6-hour window; 0 resets it.' : 'No window open; 0 keeps it so.'}
          >
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
        {failure && <ErrorNote>{updateUserError(failure)}</ErrorNote>}
        <FormActions>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={Boolean(limitError || usedError) || pending}>
            {pending ? 'Saving...' : 'Save Changes'}
          </Button>
        </FormActions>
      </FormGrid>
    </form>
  );
}

/** docs/product/paths.md user edit modal: tier among the assignable ones, limit and used as integers, PUT on save. */
export function UserEditModal({
  user,
  window,
  onClose,
}: {
  user: AdminUserDto | null;
  window: UsageDto | undefined;
  onClose: () => void;
}) {
  return (
    <Modal open={user !== null} onClose={onClose} title={`Edit ${user?.displayName ?? 'user'}`}>
      {user && <UserForm key={user.id} user={user} window={window} onClose={onClose} />}
    </Modal>
  );
}
