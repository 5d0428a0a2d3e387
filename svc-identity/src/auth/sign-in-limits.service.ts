import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  addressBlock,
  perAddress,
  RateLimiter,
  SERVICE_CONFIG,
  TOO_MANY_REQUESTS,
  type RateLimitHit,
  type RateLimitRule,
} from '@takehome/service-kit';
import { AUTH_MESSAGES } from '@takehome/contracts';
import type { IdentityConfig } from '../config.js';
import { normalizeEmail } from '../users/users.service.js';
import { KnownSignInSourcesRepository } from './known-sign-in-sources.repository.js';

/** Who is signing in: the client's address and, when the browser has one, its device cookie. */
export interface SignInClient {
  address: string;
  device?: string;
}

/** A device or address the account has signed in from stays known this long after its last use. */
const KNOWN_FOR_DAYS = 90;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

/** A fresh device token for the device cookie. */
export const newDeviceToken = () => randomBytes(32).toString('base64url');

/**
 * The limits on sign-in and sign-up (docs/product/limits.md), on the kit's shared counters:
 * - failures slow down the guessing address (AUTH_MAX_FAILURES_PER_IP per window);
 * - failures against one account from many addresses lock it only for sources it has never
 *   signed in from: the right password from a known device or address still works, so nobody can
 *   lock an owner out by guessing;
 * - sign-ups per address per hour (SIGNUPS_PER_ADDRESS_PER_HOUR).
 * Each attempt is counted before the password is checked, in the same statement that checks the
 * count, so concurrent guesses cannot all get through; a success takes its count back.
 */
@Injectable()
export class SignInLimits {
  private readonly addressFailures: RateLimitRule;
  private readonly accountFailures: RateLimitRule;
  private readonly signUps: RateLimitRule;

  constructor(
    private readonly knownSources: KnownSignInSourcesRepository,
    @Inject(SERVICE_CONFIG) config: IdentityConfig,
    private readonly limiter: RateLimiter,
  ) {
    const windowSeconds = config.AUTH_FAILURE_WINDOW_MINUTES * 60;
    const message = AUTH_MESSAGES.tooManyAttempts;
    this.addressFailures = {
      name: 'auth.address-failures',
      max: config.AUTH_MAX_FAILURES_PER_IP,
      windowSeconds,
      message,
    };
    this.accountFailures = {
      name: 'auth.account-failures',
      max: config.AUTH_MAX_FAILURES_PER_ACCOUNT,
      windowSeconds,
      message,
    };
    this.signUps = {
      name: 'signup.address',
      max: config.SIGNUPS_PER_ADDRESS_PER_HOUR,
      windowSeconds: 3600,
      message: TOO_MANY_REQUESTS,
    };
  }

  /** Counts one attempt against the address and (from an unknown source) the account; 429 when over. */
  async begin(email: string, client: SignInClient, kind: 'signin' | 'signup'): Promise<RateLimitHit[]> {
    const known = await this.isKnown(email, client);
    const failures = [
      perAddress(this.addressFailures, client.address),
      ...(known ? [] : [{ rule: this.accountFailures, subject: normalizeEmail(email) }]),
    ];
    await this.limiter.consume(kind === 'signup' ? [...failures, perAddress(this.signUps, client.address)] : failures);
    return failures;
  }

  /** The attempt was not a failure (it succeeded, or the provider was away): its counts go back. */
  async notAFailure(attempt: RateLimitHit[]): Promise<void> {
    await this.limiter.giveBack(attempt);
  }

  /** The owner got in: the account's failures are forgotten and this device and address become known. */
  async succeeded(userId: string, email: string, client: SignInClient, attempt: RateLimitHit[]): Promise<void> {
    await this.limiter.giveBack(attempt.filter((hit) => hit.rule === this.addressFailures));
    await this.limiter.reset(this.accountFailures, normalizeEmail(email));
    await this.knownSources.touch(userId, this.sources(client));
  }

  private sources(client: SignInClient): string[] {
    return [
      digest(`address:${addressBlock(client.address)}`),
      ...(client.device ? [digest(`device:${client.device}`)] : []),
    ];
  }

  private isKnown(email: string, client: SignInClient): Promise<boolean> {
    return this.knownSources.anySeenSince(normalizeEmail(email), this.sources(client), KNOWN_FOR_DAYS);
  }
}
