import { createServer, type Server } from 'node:http';
import { randomUUID } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { ADMIN_ROLE, type Tier } from '@takehome/contracts';

export interface TestUserClaims {
  sub?: string;
  email?: string;
  name?: string;
  tier?: Tier;
  roles?: string[];
}

/** A real token issuer for tests: an RSA key, its JWKS served over HTTP, and a signer. */
export class TestIssuer {
  private constructor(
    private readonly server: Server,
    private readonly privateKey: CryptoKey,
    readonly kid: string,
    readonly jwksUrl: string,
    readonly issuer = 'http://takehome.test',
    readonly audience = 'takehome',
  ) {}

  static async start(): Promise<TestIssuer> {
    const { publicKey, privateKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = randomUUID();
    const jwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    const server = createServer((_, res) => {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const { port } = server.address() as { port: number };
    return new TestIssuer(server, privateKey, kid, `http://127.0.0.1:${port}/jwks.json`);
  }

  /** Config entries that make a service trust this issuer. */
  get config() {
    return { AUTH_ISSUER: this.issuer, AUTH_AUDIENCE: this.audience, AUTH_JWKS_URL: this.jwksUrl };
  }

  async token(
    claims: TestUserClaims = {},
    options: {
      expiresIn?: string | number;
      audience?: string;
      issuer?: string;
      key?: CryptoKey;
      kid?: string;
      /** When it was issued (default now): services compare it with the time of what events told them. */
      issuedAt?: Date;
    } = {},
  ): Promise<string> {
    const sub = claims.sub ?? randomUUID();
    return new SignJWT({
      email: claims.email ?? `${sub.slice(0, 8)}@example.com`,
      name: claims.name ?? 'Test User',
      tier: claims.tier ?? 'free',
      roles: claims.roles ?? [],
    })
      .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? this.kid })
      .setSubject(sub)
      .setIssuer(options.issuer ?? this.issuer)
      .setAudience(options.audience ?? this.audience)
      .setIssuedAt(options.issuedAt ?? new Date())
      .setExpirationTime(options.expiresIn ?? '15m')
      .sign(options.key ?? this.privateKey);
  }

  adminToken(claims: TestUserClaims = {}): Promise<string> {
    return this.token({ tier: 'admin', ...claims, roles: [ADMIN_ROLE] });
  }

  async close(): Promise<void> {
    await new Promise((r) => this.server.close(r));
  }
}
