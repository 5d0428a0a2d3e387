import { useState, type FormEvent } from 'react';
import { DEFAULT_SCHEDULE, SCHEDULES, type ScheduleName } from '@takehome/contracts';
import { Button, Checkbox, Field, Input, Modal, Select } from '@takehome/web-kit';
import { useCreateJob } from '../../api/scheduler';
import { errorText } from '../../common/errors';
import { ErrorNote, FormActions, FormGrid } from '../../common/ui';
import { SCHEDULE_LABELS, SCHEDULE_NAMES } from './scheduleLabels';

export interface CreateScheduleModalProps {
  open: boolean;
  onClose: () => void;
}

/** docs/product/paths.md create-schedule modal; docs/product/copy.md: creating is disabled without a name. */
export function CreateScheduleModal({ open, onClose }: CreateScheduleModalProps) {
  const create = useCreateJob();
  const [name, setName] = useState('');
  const [schedule, setSchedule] = useState<ScheduleName>(DEFAULT_SCHEDULE);
  const [isActive, setIsActive] = useState(true);

  const close = () => {
    setName('');
    setSchedule(DEFAULT_SCHEDULE);
    setIsActive(true);
    create.reset();
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim() || create.isPending) return;
    create.mutate({ name: name.trim(), schedule, isActive }, { onSuccess: close });
  };

  return (
    <Modal open={open} onClose={close} title="Create Schedule">
      <form onSubmit={submit}>
        <FormGrid>
          <Field label="Schedule name" htmlFor="schedule-name">
            <Input
              id="schedule-name"
              value={name}
              onChange={(event) => setName(event.target.value)}
              placeholder="e.g. Weekday roadmap posts"
              maxLength={100}
              required
            />
          </Field>
          <Field label="Runs" htmlFor="schedule-pattern" hint={`Cron pattern ${SCHEDULES[schedule]}`}>
            <Select
              id="schedule-pattern"
              value={schedule}
              onChange={(event) => setSchedule(event.target.value as ScheduleName)}
            >
              {SCHEDULE_NAMES.map((key) => (
                <option key={key} value={key}>
                  {SCHEDULE_LABELS[key]}
                </option>
              ))}
            </Select>
          </Field>
          <Checkbox
            label="Active from now on"
            checked={isActive}
            onChange={(event) => setIsActive(event.target.checked)}
          />
          {create.isError && <ErrorNote>Error creating schedule: {errorText(create.error)}</ErrorNote>}
          <FormActions>
            <Button variant="secondary" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!name.trim() || create.isPending}>
              {create.isPending ? 'Creating...' : 'Create Schedule'}
            </Button>
          </FormActions>
        </FormGrid>
      </form>
    </Modal>
  );
}
