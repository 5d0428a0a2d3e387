import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/**
 * The caller's address: the last X-Forwarded-For entry (the one our gateway or nginx appended),
 * else the socket's. Services are only reachable through the gateway, so that entry is trusted.
 */
function clientIp(req: Request): string {
  const forwarded = req.headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? ''))
    .split(',')
    .map((ip) => ip.trim())
    .filter(Boolean);
  return chain.at(-1) ?? req.socket.remoteAddress ?? 'unknown';
}

export const ClientIp = createParamDecorator((_: unknown, ctx: ExecutionContext) =>
  clientIp(ctx.switchToHttp().getRequest<Request>()),
);
