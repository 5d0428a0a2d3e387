import { Inject, Injectable } from '@nestjs/common';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { BaseConfig } from '../config.js';
import { SERVICE_CONFIG } from '../tokens.js';
import { authUserFromClaims, type AuthUser } from './auth-user.js';

/** Only asymmetric algorithms: `alg: none` and HMAC tokens are refused before any key is looked up. */
export const ACCEPTED_ALGORITHMS = ['RS256', 'ES256', 'EdDSA'];

export class InvalidTokenError extends Error {}

/** Tokens remembered as verified at most; past it the memory starts again. */
const VERIFIED_KEPT = 10_000;
/**
 * How long a verified token is taken on trust without checking its signature again (never past its
 * `exp`). The JWKS itself is trusted for 10 minutes between fetches, so a key withdrawn from it is
 * honoured no longer than before.
 */
const VERIFIED_FOR_MS = 5 * 60 * 1000;

/**
 * Verifies access tokens against the issuer's JWKS (fetched once, cached, refreshed on unknown kid).
 * A token once verified is remembered (by its exact text) until it expires or for VERIFIED_FOR_MS,
 * so a client's next requests cost a map lookup instead of an RSA signature check.
 */
@Injectable()
export class TokenVerifier {
  private keys: JWTVerifyGetKey;
  private readonly verified = new Map<string, { user: AuthUser; until: number }>();

  constructor(@Inject(SERVICE_CONFIG) private readonly config: BaseConfig) {
    this.keys = createRemoteJWKSet(new URL(config.AUTH_JWKS_URL), {
      cacheMaxAge: 10 * 60 * 1000,
      cooldownDuration: 30 * 1000,
    });
  }

  /** Lets the issuing service verify with its own keys instead of fetching them over HTTP. */
  useKeys(keys: JWTVerifyGetKey): void {
    this.keys = keys;
    this.verified.clear();
  }

  /** The caller a token proves (the same object for the same token while remembered: do not change it). */
  async verify(token: string): Promise<AuthUser> {
    const now = Date.now();
    const known = this.verified.get(token);
    if (known && now < known.until) return known.user;
    try {
      const { payload } = await jwtVerify(token, this.keys, {
        issuer: this.config.AUTH_ISSUER,
        audience: this.config.AUTH_AUDIENCE,
        algorithms: ACCEPTED_ALGORITHMS,
      });
      const user = authUserFromClaims(payload);
      if (!user) throw new InvalidTokenError('Token lacks subject or email');
      // Only a token that says when it expires is remembered, never past that second.
      if (typeof payload.exp === 'number') {
        if (this.verified.size >= VERIFIED_KEPT) this.verified.clear();
        this.verified.set(token, { user, until: Math.min(payload.exp * 1000, now + VERIFIED_FOR_MS) });
      }
      return user;
    } catch (error) {
      throw error instanceof InvalidTokenError ? error : new InvalidTokenError((error as Error).message);
    }
  }
}
