import { createInbox, headers as natsHeaders, type Msg, type NatsConnection } from '@nats-io/transport-node';
import { PACK_HEADER } from './event-packs.js';

/**
 * One message for JetStream: `msgId` goes in `Nats-Msg-Id`, so the stream drops a second copy;
 * `events`, for a pack of events (event-packs.ts), in its PACK_HEADER.
 */
export type StreamMessage = { subject: string; payload: string; msgId: string; events?: number };

type Waiting = { resolve: () => void; reject: (error: Error) => void };

/**
 * Publishes to JetStream with every ack awaited at once on one reply subscription: each message goes
 * out as a plain publish whose reply subject is `<inbox>.<n>`, and the stream's ack (or error) comes
 * back there. It is what jetstream(nc).publish does on the wire, without its per-message request
 * object, timer and Error (nats.js builds a RequestError for every request it closes, answered or
 * not), which showed in the relay's share of a save's CPU.
 */
export class AckedPublisher {
  private inbox = '';
  private next = 0;
  private readonly waiting = new Map<string, Waiting>();

  constructor(private readonly nc: NatsConnection) {}

  /**
   * Publishes the messages in order and settles each with its ack: fulfilled once the stream has
   * stored it (or already had that `msgId`), rejected with the stream's error, "no responders" when no
   * stream takes the subject, or a timeout when no answer came within `timeoutMs`.
   */
  async publishAll(messages: readonly StreamMessage[], timeoutMs: number): Promise<PromiseSettledResult<void>[]> {
    this.subscribeOnce();
    const replies: string[] = [];
    const acks = messages.map(
      (message) =>
        new Promise<void>((resolve, reject) => {
          const reply = `${this.inbox}.${this.next++}`;
          replies.push(reply);
          this.waiting.set(reply, { resolve, reject });
          try {
            const headers = natsHeaders();
            headers.set('Nats-Msg-Id', message.msgId);
            if (message.events !== undefined) headers.set(PACK_HEADER, String(message.events));
            this.nc.publish(message.subject, message.payload, { reply, headers });
          } catch (error) {
            this.settle(reply, error instanceof Error ? error : new Error(String(error)));
          }
        }),
    );
    const timer = setTimeout(() => {
      for (const reply of replies) this.settle(reply, new Error(`no ack within ${timeoutMs} ms`));
    }, timeoutMs);
    try {
      return await Promise.allSettled(acks);
    } finally {
      clearTimeout(timer);
    }
  }

  /** Messages published and not answered yet (a test's view). */
  get outstanding(): number {
    return this.waiting.size;
  }

  private subscribeOnce(): void {
    if (this.inbox) return;
    this.inbox = createInbox();
    this.nc.subscribe(`${this.inbox}.*`, { callback: (_error, msg) => this.settle(msg.subject, ackError(msg)) });
  }

  private settle(reply: string, error: Error | undefined): void {
    const waiting = this.waiting.get(reply);
    if (!waiting) return;
    this.waiting.delete(reply);
    if (error) waiting.reject(error);
    else waiting.resolve();
  }
}

/** What the stream answered, as an Error, or undefined for an ack. */
function ackError(msg: Msg): Error | undefined {
  // A status with no body: 503 is NATS's "no responders" (no stream takes the subject).
  if (msg.headers?.hasError || msg.data.length === 0) {
    const code = msg.headers?.code ?? 0;
    return new Error(
      code === 503
        ? 'no responders: no stream takes this subject'
        : `NATS status ${code} ${msg.headers?.description ?? ''}`.trim(),
    );
  }
  try {
    const ack = JSON.parse(msg.string()) as { stream?: string; error?: { description?: string; code?: number } };
    if (ack.error) return new Error(`${ack.error.description ?? 'JetStream error'} (${ack.error.code ?? '?'})`);
    return ack.stream ? undefined : new Error('JetStream answered without a stream');
  } catch {
    return new Error('JetStream answered something other than an ack');
  }
}
