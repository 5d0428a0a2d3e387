import { useState } from 'react';
import styled from 'styled-components';
import { SUBSCRIBER_SOURCES, type Subscriber, type SubscriberSource } from '@takehome/contracts';
import { Badge, Button, Checkbox, Input, Select, useToast } from '@takehome/web-kit';
import { formatDate } from '@takehome/web-kit/ui';
import { useUpdateSubscriber } from '../../api/subscribers';
import { errorText } from '../../common/errors';

const InlineSelect = styled(Select)`
  min-width: 8rem;
`;

interface Draft {
  email: string;
  firstName: string;
  source: SubscriberSource;
  isActive: boolean;
}

const draftOf = (s: Subscriber): Draft => ({
  email: s.email,
  firstName: s.firstName ?? '',
  source: s.source,
  isActive: s.isActive,
});

export interface SubscriberRowProps {
  subscriber: Subscriber;
  onDelete: (subscriber: Subscriber) => void;
}

/** One subscriber; Edit turns the row into fields in place. */
export function SubscriberRow({ subscriber, onDelete }: SubscriberRowProps) {
  const update = useUpdateSubscriber();
  const { showToast } = useToast();
  const [draft, setDraft] = useState<Draft | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((d) => (d ? { ...d, [key]: value } : d));

  const save = () => {
    if (!draft) return;
    update.mutate(
      {
        id: subscriber.id,
        changes: {
          email: draft.email.trim(),
          firstName: draft.firstName.trim() || null,
          source: draft.source,
          isActive: draft.isActive,
        },
      },
      {
        onSuccess: () => {
          setDraft(null);
          showToast({ title: 'Subscriber updated', description: draft.email.trim(), tone: 'success' });
        },
        onError: (error) => showToast({ title: `Error updating subscriber: ${errorText(error)}`, tone: 'error' }),
      },
    );
  };

  if (draft) {
    const who = subscriber.email;
    return (
      <tr>
        <td data-label="Email">
          <Input
            aria-label={`Email of ${who}`}
            autoFocus
            type="email"
            value={draft.email}
            onChange={(e) => set('email', e.target.value)}
          />
        </td>
        <td data-label="First name">
          <Input
            aria-label={`First name of ${who}`}
            value={draft.firstName}
            onChange={(e) => set('firstName', e.target.value)}
          />
        </td>
        <td data-label="Source">
          <InlineSelect
            aria-label={`Source of ${who}`}
            value={draft.source}
            onChange={(e) => set('source', e.target.value as SubscriberSource)}
          >
            {SUBSCRIBER_SOURCES.map((source) => (
              <option key={source}>{source}</option>
            ))}
          </InlineSelect>
        </td>
        <td data-label="Status">
          <Checkbox label="Active" checked={draft.isActive} onChange={(e) => set('isActive', e.target.checked)} />
        </td>
        <td data-label="Subscribed" data-nowrap>
          {formatDate(subscriber.createdAt)}
        </td>
        <td data-actions>
          <Button size="sm" onClick={save} disabled={update.isPending || !draft.email.trim()}>
            {update.isPending ? 'Saving...' : 'Save'}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setDraft(null)}>
            Cancel
          </Button>
        </td>
      </tr>
    );
  }

  return (
    <tr>
      <td data-label="Email">{subscriber.email}</td>
      <td data-label="First name">{subscriber.firstName ?? '—'}</td>
      <td data-label="Source">{subscriber.source}</td>
      <td data-label="Status">
        <Badge tone={subscriber.isActive ? 'positive' : 'neutral'}>
          {subscriber.isActive ? 'Active' : 'Unsubscribed'}
        </Badge>
      </td>
      <td data-label="Subscribed" data-nowrap>
        {formatDate(subscriber.createdAt)}
      </td>
      <td data-actions>
        <Button
          size="sm"
          variant="secondary"
          onClick={() => setDraft(draftOf(subscriber))}
          aria-label={`Edit ${subscriber.email}`}
        >
          Edit
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => onDelete(subscriber)}
          aria-label={`Delete ${subscriber.email}`}
        >
          Delete
        </Button>
      </td>
    </tr>
  );
}
