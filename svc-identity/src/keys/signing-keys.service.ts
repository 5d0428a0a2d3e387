import { randomUUID } from 'node:crypto';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { SERVICE_CONFIG, TokenVerifier } from '@takehome/service-kit';
import type { AccessTokenClaims } from '@takehome/contracts';
import {
  createLocalJWKSet,
  exportJWK,
  exportPKCS8,
  generateKeyPair,
  importPKCS8,
  SignJWT,
  type CryptoKey,
  type JWK,
} from 'jose';
import type { IdentityConfig } from '../config.js';
import { SigningKey } from './signing-key.entity.js';
import { SigningKeysRepository } from './signing-keys.repository.js';

const ALGORITHM = 'RS256';

export interface SignedToken {
  token: string;
  expiresAt: Date;
}

/**
 * Loads the RS256 signing key from the identity schema, creating it on the very first start
 * (under an advisory lock, so replicas starting together agree on one key). The service then
 * verifies its own tokens with these keys instead of fetching its JWKS over HTTP.
 */
@Injectable()
export class SigningKeys implements OnModuleInit {
  private signingKey?: { kid: string; privateKey: CryptoKey };
  private publicKeys: JWK[] = [];

  constructor(
    private readonly keys: SigningKeysRepository,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    private readonly verifier: TokenVerifier,
  ) {}

  async onModuleInit(): Promise<void> {
    const keys = await this.keys.transaction(async (tx) => {
      await this.keys.lockForCreation(tx);
      const stored = await this.keys.findAllNewestFirst(tx);
      return stored.length > 0 ? stored : [await this.keys.insert(await this.generate(), tx)];
    });
    const [newest] = keys;
    this.signingKey = { kid: newest.kid, privateKey: await importPKCS8(newest.privateKeyPem, ALGORITHM) };
    this.publicKeys = keys.map((key) => key.publicJwk);
    this.verifier.useKeys(createLocalJWKSet({ keys: this.publicKeys }));
  }

  /** The public keys, as published at /.well-known/jwks.json. */
  jwks(): { keys: JWK[] } {
    return { keys: this.publicKeys };
  }

  async sign(claims: AccessTokenClaims): Promise<SignedToken> {
    if (!this.signingKey) throw new Error('Signing key not loaded');
    const issuedAt = Math.floor(Date.now() / 1000);
    const expiresAt = issuedAt + this.config.ACCESS_TOKEN_TTL_SECONDS;
    const { sub, ...rest } = claims;
    const token = await new SignJWT({ ...rest })
      .setProtectedHeader({ alg: ALGORITHM, kid: this.signingKey.kid, typ: 'JWT' })
      .setSubject(sub)
      .setIssuer(this.config.AUTH_ISSUER)
      .setAudience(this.config.AUTH_AUDIENCE)
      .setIssuedAt(issuedAt)
      .setExpirationTime(expiresAt)
      .setJti(randomUUID())
      .sign(this.signingKey.privateKey);
    return { token, expiresAt: new Date(expiresAt * 1000) };
  }

  private async generate(): Promise<SigningKey> {
    const { publicKey, privateKey } = await generateKeyPair(ALGORITHM, { extractable: true, modulusLength: 2048 });
    const kid = randomUUID();
    const key = new SigningKey();
    key.kid = kid;
    key.algorithm = ALGORITHM;
    key.publicJwk = { ...(await exportJWK(publicKey)), kid, alg: ALGORITHM, use: 'sig' };
    key.privateKeyPem = await exportPKCS8(privateKey);
    return key;
  }
}
