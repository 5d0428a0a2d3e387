import { stringify } from 'csv-stringify/sync';
import type { Subscriber as SubscriberDto } from '@takehome/contracts';
import type { Subscriber } from './subscriber.entity.js';

export function unsubscribeUrl(publicUrl: string, token: string): string {
  return `${publicUrl}/api/email/unsubscribe?token=${encodeURIComponent(token)}`;
}

export function toSubscriber(subscriber: Subscriber, publicUrl: string): SubscriberDto {
  return {
    id: subscriber.id,
    email: subscriber.email,
    firstName: subscriber.firstName,
    source: subscriber.source,
    isActive: subscriber.isActive,
    createdAt: subscriber.createdAt.toISOString(),
    unsubscribeUrl: unsubscribeUrl(publicUrl, subscriber.unsubscribeToken),
  };
}

/** RFC 4180 through csv-stringify: quoted where needed, CRLF rows, and a cell starting with = + - @ tab or CR prefixed with ' so a spreadsheet never reads it as a formula. */
export function toSubscribersCsv(subscribers: SubscriberDto[]): string {
  return stringify(
    subscribers.map((s) => [
      s.email,
      s.firstName ?? '',
      s.source,
      s.isActive ? 'active' : 'unsubscribed',
      s.createdAt,
      s.unsubscribeUrl,
    ]),
    {
      header: true,
      columns: ['email', 'firstName', 'source', 'status', 'subscribedAt', 'unsubscribeUrl'],
      record_delimiter: 'windows',
      escape_formulas: true,
      // It quotes a field holding its own record delimiter (CRLF) only; a lone LF or CR needs quotes too.
      quoted_match: /[\r\n]/,
    },
  );
}
