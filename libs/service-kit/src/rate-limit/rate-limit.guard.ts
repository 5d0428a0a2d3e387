import { applyDecorators, CanActivate, ExecutionContext, Injectable, SetMetadata, UseGuards } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { clientAddress } from '../http/client-address.js';
import { perAddress, RateLimiter, type RateLimitRule } from './rate-limiter.js';

const RATE_LIMITS = 'takehome:rate-limits';

/** Refuses a route's caller with 429 once their address has used up any of the rules. */
@Injectable()
export class AddressRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const rules = this.reflector.get<RateLimitRule[] | undefined>(RATE_LIMITS, context.getHandler()) ?? [];
    const address = clientAddress(context.switchToHttp().getRequest<Request>());
    await this.limiter.consume(rules.map((rule) => perAddress(rule, address)));
    return true;
  }
}

/**
 * Limits a route per client address (every request that reaches it counts, valid or not), after
 * the access check. Limits per account or email are taken in the service, where the body is known.
 */
export const RateLimitPerAddress = (...rules: RateLimitRule[]) =>
  applyDecorators(SetMetadata(RATE_LIMITS, rules), UseGuards(AddressRateLimitGuard));
