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

/** A CSV cell: quoted when needed, and never read as a formula by a spreadsheet. */
function csvCell(value: string): string {
  const inert = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(inert) ? `"${inert.replace(/"/g, '""')}"` : inert;
}

export function toSubscribersCsv(subscribers: SubscriberDto[]): string {
  const header = ['email', 'firstName', 'source', 'status', 'subscribedAt', 'unsubscribeUrl'];
  const rows = subscribers.map((s) => [
    s.email,
    s.firstName ?? '',
    s.source,
    s.isActive ? 'active' : 'unsubscribed',
    s.createdAt,
    s.unsubscribeUrl,
  ]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
