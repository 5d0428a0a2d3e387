import type { AuthResponse, jwksSchema } from '@takehome/contracts';
import { createTestDatabase } from '@takehome/service-kit/testing';
import { base64url, generateKeyPair, importPKCS8, SignJWT } from 'jose';
import pg from 'pg';
import type { z } from 'zod';
import { signUp, startIdentity, type Identity, type Session } from './helpers.js';

let identity: Identity;
let session: Session;
let ownKey: { kid: string; pem: string };

/** GET /.well-known/jwks.json's answer. */
type Jwks = z.infer<typeof jwksSchema>;

/** Signs claims with the service's own private key, read from its database. */
async function ownToken(
  claims: Record<string, unknown>,
  options: { expiresIn?: string | number; audience?: string; issuer?: string } = {},
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'RS256', kid: ownKey.kid })
    .setSubject(session.user.id)
    .setIssuer(options.issuer ?? identity.svc.config.AUTH_ISSUER)
    .setAudience(options.audience ?? 'takehome')
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m')
    .sign(await importPKCS8(ownKey.pem, 'RS256'));
}

const me = (token: string) => identity.call('/api/auth/me', { token });
const claims = () => ({ email: session.user.email, name: 'Test User', tier: 'free', roles: [] });

beforeAll(async () => {
  identity = await startIdentity();
  session = await signUp(identity);
  const client = new pg.Client({ connectionString: identity.svc.database.url });
  await client.connect();
  const { rows } = await client.query<{ kid: string; pem: string }>(
    'SELECT kid, private_key_pem AS pem FROM identity.signing_keys',
  );
  await client.end();
  ownKey = rows[0];
});

afterAll(async () => {
  await identity?.close();
});

describe('access tokens', () => {
  it('accepts its own tokens (the control for the cases below)', async () => {
    expect((await me(session.accessToken)).status).toBe(200);
    expect((await me(await ownToken(claims()))).status).toBe(200);
  });

  it('refuses a token signed by another key, whatever kid it names', async () => {
    const forgedOwnKid = await identity.issuer.token(
      { sub: session.user.id, email: session.user.email },
      { kid: ownKey.kid },
    );
    const forgedOtherKid = await identity.issuer.token({ sub: session.user.id, email: session.user.email });
    expect(await me(forgedOwnKid)).toMatchObject({ status: 401, body: { error: 'Invalid or expired token' } });
    expect((await me(forgedOtherKid)).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const expired = await ownToken(claims(), { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    expect((await me(expired)).status).toBe(401);
  });

  it('refuses a token for another audience or issuer', async () => {
    expect((await me(await ownToken(claims(), { audience: 'someone-else' }))).status).toBe(401);
    expect((await me(await ownToken(claims(), { issuer: 'http://evil.test' }))).status).toBe(401);
  });

  it('refuses alg none and an HS256 token keyed with the public key', async () => {
    const header = base64url.encode(JSON.stringify({ alg: 'none', typ: 'JWT' }));
    const now = Math.floor(Date.now() / 1000);
    const payload = base64url.encode(
      JSON.stringify({
        ...claims(),
        sub: session.user.id,
        iss: identity.svc.config.AUTH_ISSUER,
        aud: 'takehome',
        iat: now,
        exp: now + 300,
      }),
    );
    expect((await me(`${header}.${payload}.`)).status).toBe(401);

    const { keys } = (await identity.call<Jwks>('/.well-known/jwks.json')).body;
    const hs256 = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'HS256', kid: ownKey.kid })
      .setSubject(session.user.id)
      .setIssuer(identity.svc.config.AUTH_ISSUER)
      .setAudience('takehome')
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode(JSON.stringify(keys[0])));
    expect((await me(hs256)).status).toBe(401);
  });

  it('refuses a malformed bearer', async () => {
    expect((await me('not.a.token')).status).toBe(401);
  });
});

describe('keys and discovery', () => {
  it('publishes the public key only', async () => {
    const answer = await identity.call<Jwks>('/.well-known/jwks.json');
    expect(answer.status).toBe(200);
    expect(answer.body.keys).toHaveLength(1);
    const [key] = answer.body.keys;
    expect(key).toMatchObject({ kid: ownKey.kid, kty: 'RSA', alg: 'RS256', use: 'sig' });
    expect(key).not.toHaveProperty('d');
  });

  it('publishes OpenID discovery with issuer = AUTH_ISSUER', async () => {
    const answer = await identity.call('/.well-known/openid-configuration');
    expect(answer.body).toMatchObject({
      issuer: identity.svc.config.AUTH_ISSUER,
      jwks_uri: `${identity.svc.config.AUTH_ISSUER}/.well-known/jwks.json`,
      id_token_signing_alg_values_supported: ['RS256'],
    });
  });

  it('a restarted instance or replica on the same database keeps the key: tokens stay valid', async () => {
    const replica = await startIdentity({}, identity);
    try {
      expect((await replica.call<Jwks>('/.well-known/jwks.json')).body.keys[0].kid).toBe(ownKey.kid);
      expect((await replica.call('/api/auth/me', { token: session.accessToken })).status).toBe(200);
      const refreshed = await replica.call<AuthResponse>('/api/auth/refresh', {
        method: 'POST',
        refresh: session.refresh,
      });
      expect(refreshed.status).toBe(200);
      expect((await me(refreshed.body.accessToken)).status).toBe(200);
    } finally {
      await replica.close();
    }
  });

  it('replicas starting together on a new database agree on one key', async () => {
    const database = await createTestDatabase('identity_keys');
    const pair = await Promise.all(
      [0, 1].map(() => startIdentity({}, { issuer: identity.issuer, svc: { database } as Identity['svc'] })),
    );
    try {
      const kids = await Promise.all(
        pair.map(async (instance) => (await instance.call<Jwks>('/.well-known/jwks.json')).body.keys.map((k) => k.kid)),
      );
      expect(kids[0]).toHaveLength(1);
      expect(kids[1]).toEqual(kids[0]);
    } finally {
      await Promise.all(pair.map((instance) => instance.close()));
      await database.drop();
    }
  });

  it('does not accept keys generated elsewhere even when published under its kid', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const token = await new SignJWT(claims())
      .setProtectedHeader({ alg: 'RS256', kid: ownKey.kid })
      .setSubject(session.user.id)
      .setIssuer(identity.svc.config.AUTH_ISSUER)
      .setAudience('takehome')
      .setExpirationTime('5m')
      .sign(privateKey);
    expect((await me(token)).status).toBe(401);
  });
});
