import { createParamDecorator, type ExecutionContext } from '@nestjs/common';

/**
 * Fastify's `trustProxy` from TRUSTED_PROXIES (the gateway's address): which hops may set
 * `X-Forwarded-For`. `request.ip` is then the address that connected to the first trusted proxy, and
 * a header sent by anyone else, or written by the browser before the gateway, is never believed.
 * Addresses, subnets and `loopback`/`linklocal`/`uniquelocal` (proxy-addr's names); none trusts no one.
 */
export function fastifyTrustProxy(proxies: string[]): string[] | false {
  return proxies.length ? proxies : false;
}

/** What the address is read from: a Fastify request (or anything with the same `ip` and socket). */
export interface AddressedRequest {
  ip?: string;
  socket?: { remoteAddress?: string };
}

/** `::ffff:10.0.0.1` is IPv4's 10.0.0.1; an IPv6 zone (`%eth0`) names no other client. */
function normalizeAddress(address: string): string {
  const bare = address.replace(/%.*$/, '').toLowerCase();
  return bare.startsWith('::ffff:') && bare.includes('.') ? bare.slice('::ffff:'.length) : bare;
}

/** The one way a service knows its client: the trusted hop's view, else the socket's peer (docs/product/limits.md). */
export function clientAddress(req: AddressedRequest): string {
  return normalizeAddress(req.ip ?? req.socket?.remoteAddress ?? 'unknown');
}

/** The client address of the request, for rate limits (`@ClientAddress() address: string`). */
export const ClientAddress = createParamDecorator((_: unknown, ctx: ExecutionContext) =>
  clientAddress(ctx.switchToHttp().getRequest<AddressedRequest>()),
);
