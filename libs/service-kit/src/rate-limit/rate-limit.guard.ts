import {
  applyDecorators,
  CanActivate,
  ExecutionContext,
  Inject,
  Injectable,
  SetMetadata,
  UseGuards,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { BaseConfig } from '../config.js';
import { clientAddress } from '../http/client-address.js';
import { SERVICE_CONFIG } from '../tokens.js';
import { perAddress, RateLimiter, type RateLimitRule } from './rate-limiter.js';

const RATE_LIMITS = 'takehome:rate-limits';

/**
 * A rule, or one made from the service's config (its own config type) when the request comes: a limit
 * an operator sets, e.g. `(config: ContentConfig) => ({ name: 'contact.address', max: config.…, … })`.
 */
export type RateLimitRuleSource = RateLimitRule | ((config: never) => RateLimitRule);

/** Refuses a route's caller with 429 once their address has used up any of the rules. */
@Injectable()
export class AddressRateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    @Inject(SERVICE_CONFIG) private readonly config: BaseConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const sources = this.reflector.get<RateLimitRuleSource[] | undefined>(RATE_LIMITS, context.getHandler()) ?? [];
    const rules = sources.map((source) => (typeof source === 'function' ? source(this.config as never) : source));
    const address = clientAddress(context.switchToHttp().getRequest<Parameters<typeof clientAddress>[0]>());
    await this.limiter.consume(rules.map((rule) => perAddress(rule, address)));
    return true;
  }
}

/**
 * Limits a route per client address (every request that reaches it counts, valid or not), after
 * the access check. Limits per account or email are taken in the service, where the body is known.
 */
export const RateLimitPerAddress = (...rules: RateLimitRuleSource[]) =>
  applyDecorators(SetMetadata(RATE_LIMITS, rules), UseGuards(AddressRateLimitGuard));
