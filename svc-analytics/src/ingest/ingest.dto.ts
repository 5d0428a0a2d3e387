import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { EVENT_SCHEMAS, FUNNEL_EVENTS, MAX_EVENTS_PER_BATCH, findAbVariant } from '@takehome/contracts';
import { z } from 'zod';

/** One browser event: the `funnel.*` payload with a known name; A/B events must name a real variant. */
const funnelEventSchema = EVENT_SCHEMAS['funnel.*']
  .extend({
    name: z.enum(FUNNEL_EVENTS),
    userId: z.string().uuid().nullable().optional(),
  })
  .strict()
  .superRefine((event, ctx) => {
    if (event.name.startsWith('ab_') && !findAbVariant(event.props.testId, event.props.variantId)) {
      ctx.addIssue({
        code: 'custom',
        path: ['props'],
        message: 'testId and variantId must name a variant of a running A/B test',
      });
    }
  });

export const ingestEventsSchema = z
  .object({
    events: z
      .array(funnelEventSchema)
      .min(1, 'send at least one event')
      .max(MAX_EVENTS_PER_BATCH, `at most ${MAX_EVENTS_PER_BATCH} events per batch`),
  })
  .strict();
export type IngestEventsDto = z.infer<typeof ingestEventsSchema>;

/** `['events', 3, 'name']` → `events[3].name`, so the browser knows which event of the batch failed. */
function describePath(path: PropertyKey[]): string {
  return path
    .map((key, i) => (typeof key === 'number' ? `[${key}]` : i === 0 ? String(key) : `.${String(key)}`))
    .join('');
}

/** Validates a batch, answering 400 with every problem and the index of the event it is in. */
export const ingestEventsPipe: PipeTransform<unknown, IngestEventsDto> = {
  transform(value) {
    const result = ingestEventsSchema.safeParse(value ?? {});
    if (result.success) return result.data;
    throw new BadRequestException(
      result.error.issues
        .map((issue) => (issue.path.length ? `${describePath(issue.path)}: ${issue.message}` : issue.message))
        .join('; '),
    );
  },
};
