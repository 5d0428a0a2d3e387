import { createHash } from 'node:crypto';
import { PACK_SUBJECT_ROOT } from '@takehome/contracts';
import type { StreamMessage } from './acked-publisher.js';
import type { CommittedEvent } from './outbox.service.js';

/**
 * Event packs (docs/adr/0004-event-packs.md): events of one subject that the relay publishes together
 * travel as one message, a JSON array of their envelopes, on `<prefix>pack.<subject>`. The broker's
 * work and both clients' is mostly per message, whatever its size, and a save's event paid it alone.
 *
 * Packs have subjects of their own because a consumer of an older build reads every message of its
 * subject as one envelope: it would drop a pack as malformed. Each consumer of this build reads two
 * durables per handler, the plain one and its pack twin (`packDurable`), and the relay packs a
 * subject only while every durable that reads it has a twin with a reader waiting on it
 * (`PackRoutes`); otherwise, during a rolling deploy or after a rollback, it publishes one envelope
 * per message as before. Exactly-once stays with the consumers' inboxes, per event: a pack published
 * again, whole or regrouped, changes nothing.
 */
/** How many events a pack message holds (a header, so a consumer can size its batches before parsing). */
export const PACK_HEADER = 'Takehome-Events';
/** The most events in one pack, and its most bytes (well under NATS's 1 MB default max_payload). */
export const PACK_MAX_EVENTS = 64;
export const PACK_MAX_BYTES = 256 * 1024;

/** The pack durable that goes with a plain one (`svc-analytics__calculation_saved` → `svc-analytics__pack__calculation_saved`). */
export function packDurable(durable: string): string {
  return durable.replace('__', `__${PACK_SUBJECT_ROOT}__`);
}

/** Whether a NATS subject filter (`*` one token, `>` the rest) takes `subject`. */
export function filterTakes(filter: string, subject: string): boolean {
  const wanted = filter.split('.');
  const tokens = subject.split('.');
  for (let i = 0; i < wanted.length; i++) {
    if (wanted[i] === '>') return tokens.length > i;
    if (i >= tokens.length || (wanted[i] !== '*' && wanted[i] !== tokens[i])) return false;
  }
  return wanted.length === tokens.length;
}

/** What the broker says of one durable consumer of the stream. */
export interface DurableState {
  name: string;
  filter: string;
  /** Pull requests waiting on it: someone reads it now. */
  waiting: number;
}

/**
 * Which subjects the relay may pack, from the stream's durables as last read. A subject is packed
 * when at least one durable reads it and each of them is plain with an active pack twin.
 */
export class PackRoutes {
  private readonly decided = new Map<string, boolean>();

  constructor(
    private readonly durables: readonly DurableState[],
    /** The subject prefix (NATS_SUBJECT_PREFIX): a pack subject is `<prefix>pack.<rest>`. */
    private readonly prefix: string,
  ) {}

  static readonly none = new PackRoutes([], '');

  packs(subject: string): boolean {
    let packs = this.decided.get(subject);
    if (packs === undefined) {
      const packRoot = `${this.prefix}${PACK_SUBJECT_ROOT}.`;
      const readers = this.durables.filter((d) => !d.filter.startsWith(packRoot) && filterTakes(d.filter, subject));
      packs =
        readers.length > 0 &&
        readers.every((reader) =>
          this.durables.some(
            (d) =>
              d.name === packDurable(reader.name) &&
              d.filter === packFilter(reader.filter, this.prefix) &&
              d.waiting > 0,
          ),
        );
      this.decided.set(subject, packs);
    }
    return packs;
  }
}

/** The pack subject of a (prefixed) subject or filter: `<prefix>calculation.saved` → `<prefix>pack.calculation.saved`. */
export function packFilter(subject: string, prefix: string): string {
  return `${prefix}${PACK_SUBJECT_ROOT}.${subject.slice(prefix.length)}`;
}

/** A message to publish and the outbox rows whose fate is its ack. */
export interface OutgoingMessage {
  message: StreamMessage;
  rows: CommittedEvent[];
}

/**
 * The messages for a relay pass: the rows of each packable subject in packs (in order, up to
 * PACK_MAX_EVENTS and PACK_MAX_BYTES each), every other row alone as before (`Nats-Msg-Id` = its id).
 * A pack's `Nats-Msg-Id` names its events, so publishing the same pack again is de-duplicated.
 */
export function outgoingMessages(
  rows: readonly CommittedEvent[],
  routes: PackRoutes,
  prefix: string,
): OutgoingMessage[] {
  const out: OutgoingMessage[] = [];
  const open = new Map<string, { rows: CommittedEvent[]; payloads: string[]; bytes: number }>();
  const close = (subject: string) => {
    const pack = open.get(subject);
    if (!pack) return;
    open.delete(subject);
    const ids = createHash('sha1');
    for (const row of pack.rows) ids.update(row.id);
    out.push({
      rows: pack.rows,
      message: {
        subject: packFilter(subject, prefix),
        payload: `[${pack.payloads.join(',')}]`,
        msgId: `${PACK_SUBJECT_ROOT}-${ids.digest('hex')}`,
        events: pack.rows.length,
      },
    });
  };
  for (const row of rows) {
    const payload = row.json ?? JSON.stringify(row.envelope);
    if (!routes.packs(row.subject)) {
      out.push({ rows: [row], message: { subject: row.subject, payload, msgId: row.id } });
      continue;
    }
    let pack = open.get(row.subject);
    if (pack && (pack.rows.length >= PACK_MAX_EVENTS || pack.bytes + payload.length + 1 > PACK_MAX_BYTES)) {
      close(row.subject);
      pack = undefined;
    }
    if (!pack) open.set(row.subject, (pack = { rows: [], payloads: [], bytes: 2 }));
    pack.rows.push(row);
    pack.payloads.push(payload);
    pack.bytes += payload.length + 1;
  }
  for (const subject of [...open.keys()]) close(subject);
  return out;
}
