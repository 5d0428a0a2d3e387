import { Inject, Injectable } from '@nestjs/common';
import { createRemoteJWKSet, jwtVerify, type JWTVerifyGetKey } from 'jose';
import type { BaseConfig } from '../config.js';
import { SERVICE_CONFIG } from '../tokens.js';
import { authUserFromClaims, type AuthUser } from './auth-user.js';

/** Only asymmetric algorithms: `alg: none` and HMAC tokens are refused before any key is looked up. */
export const ACCEPTED_ALGORITHMS = ['RS256', 'ES256', 'EdDSA'];

export class InvalidTokenError extends Error {}

/** Verifies access tokens against the issuer's JWKS (fetched once, cached, refreshed on unknown kid). */
@Injectable()
export class TokenVerifier {
  private keys: JWTVerifyGetKey;

  constructor(@Inject(SERVICE_CONFIG) private readonly config: BaseConfig) {
    this.keys = createRemoteJWKSet(new URL(config.AUTH_JWKS_URL), {
      cacheMaxAge: 10 * 60 * 1000,
      cooldownDuration: 30 * 1000,
    });
  }

  /** Lets the issuing service verify with its own keys instead of fetching them over HTTP. */
  useKeys(keys: JWTVerifyGetKey): void {
    this.keys = keys;
  }

  async verify(token: string): Promise<AuthUser> {
    try {
      const { payload } = await jwtVerify(token, this.keys, {
        issuer: this.config.AUTH_ISSUER,
        audience: this.config.AUTH_AUDIENCE,
        algorithms: ACCEPTED_ALGORITHMS,
      });
      const user = authUserFromClaims(payload);
      if (!user) throw new InvalidTokenError('Token lacks subject or email');
      return user;
    } catch (error) {
      throw error instanceof InvalidTokenError ? error : new InvalidTokenError((error as Error).message);
    }
  }
}
