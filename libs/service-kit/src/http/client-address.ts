import { createParamDecorator, type ExecutionContext, type INestApplication } from '@nestjs/common';
import type { Request } from 'express';

/**
 * Tells Express which hops may set `X-Forwarded-For` (TRUSTED_PROXIES, the gateway's address): `req.ip`
 * is then the address that connected to the first trusted proxy, and a header sent by anyone else,
 * or written by the browser before the gateway, is never believed.
 */
export function trustProxies(app: INestApplication, proxies: string[]): void {
  app.getHttpAdapter().getInstance().set('trust proxy', proxies);
}

/** `::ffff:10.0.0.1` is IPv4's 10.0.0.1; an IPv6 zone (`%eth0`) names no other client. */
function normalizeAddress(address: string): string {
  const bare = address.replace(/%.*$/, '').toLowerCase();
  return bare.startsWith('::ffff:') && bare.includes('.') ? bare.slice('::ffff:'.length) : bare;
}

/** The one way a service knows its client (issue 13): the trusted hop's view, else the socket's peer. */
export function clientAddress(req: Request): string {
  return normalizeAddress(req.ip ?? req.socket.remoteAddress ?? 'unknown');
}

/** The client address of the request, for rate limits (`@ClientAddress() address: string`). */
export const ClientAddress = createParamDecorator((_: unknown, ctx: ExecutionContext) =>
  clientAddress(ctx.switchToHttp().getRequest<Request>()),
);
