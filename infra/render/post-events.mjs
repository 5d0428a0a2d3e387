// svc-content's `post.changed` events, as the render server hears them: an ordered consumer of its own
// on the stream (no durable: each replica hears every change, and one that starts renders everything
// anyway), from the moment it starts. It reconnects on its own, and starts again when the stream is
// not there yet. The relay never packs this subject (service-kit packs only subjects whose readers are
// all durables with pack twins), so each message is one envelope.
import { DeliverPolicy, jetstream } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';

const RETRY_MS = 2000;

/**
 * @param {{ natsUrl: string, stream: string, subjectPrefix?: string,
 *   onChange: (data: { postId: string, slug: string, change: string, visibleFrom: string | null }) => void,
 *   log?: (line: string) => void }} options
 * @returns {{ close: () => Promise<void> }}
 */
export function watchPostChanges({ natsUrl, stream, subjectPrefix = '', onChange, log = () => undefined }) {
  let closed = false;
  let connection;
  const subject = `${subjectPrefix}post.changed`;

  const run = async () => {
    while (!closed) {
      try {
        connection = await connect({ servers: natsUrl, maxReconnectAttempts: -1 });
        const consumer = await jetstream(connection).consumers.get(stream, {
          filter_subjects: subject,
          deliver_policy: DeliverPolicy.New,
        });
        const messages = await consumer.consume();
        for await (const message of messages) {
          let envelope;
          try {
            envelope = message.json();
          } catch {
            continue;
          }
          if (envelope?.data) onChange(envelope.data);
        }
      } catch (error) {
        if (!closed) log(`render: post events: ${error.message}`);
      }
      await connection?.close().catch(() => undefined);
      if (!closed) await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
    }
  };
  const running = run();
  return {
    async close() {
      closed = true;
      await connection?.close().catch(() => undefined);
      await running;
    },
  };
}
