import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import { fixtureServiceForFile } from './fixture-for-file.js';

const fixture = fixtureServiceForFile();

const get = (path: string, token?: string) =>
  fetch(`${fixture.service.url}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('access-token guard', () => {
  it('lets a valid token through and exposes its user', async () => {
    const token = await fixture.issuer.token({
      sub: '11111111-1111-4111-8111-111111111111',
      email: 'ann@example.com',
      tier: 'pro',
    });
    const res = await get('/t/me', token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      id: '11111111-1111-4111-8111-111111111111',
      email: 'ann@example.com',
      tier: 'pro',
    });
  });

  it('answers 401 without a token', async () => {
    const res = await get('/t/me');
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ error: 'Authentication required' });
  });

  it('refuses a token signed by another key (forged)', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    expect((await get('/t/me', await fixture.issuer.token({}, { key: privateKey }))).status).toBe(401);
  });

  it('refuses a token signed by another key under an unknown kid', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    expect((await get('/t/me', await fixture.issuer.token({}, { key: privateKey, kid: 'unknown-key' }))).status).toBe(
      401,
    );
  });

  it('refuses an expired token', async () => {
    const token = await fixture.issuer.token({}, { expiresIn: Math.floor(Date.now() / 1000) - 60 });
    expect((await get('/t/me', token)).status).toBe(401);
  });

  it('refuses a token it has already let through once it expires (verified tokens are remembered until exp only)', async () => {
    const token = await fixture.issuer.token({}, { expiresIn: Math.floor(Date.now() / 1000) + 2 });
    expect((await get('/t/me', token)).status).toBe(200);
    expect((await get('/t/me', token)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await get('/t/me', token)).status).toBe(401);
  });

  it('refuses a token for another audience or issuer', async () => {
    expect((await get('/t/me', await fixture.issuer.token({}, { audience: 'someone-else' }))).status).toBe(401);
    expect((await get('/t/me', await fixture.issuer.token({}, { issuer: 'https://evil.example' }))).status).toBe(401);
  });

  it('refuses an unsigned token (alg: none)', async () => {
    const token = new UnsecuredJWT({ email: 'x@example.com', roles: ['admin'], tier: 'admin' })
      .setSubject('11111111-1111-4111-8111-111111111111')
      .setIssuer(fixture.issuer.issuer)
      .setAudience(fixture.issuer.audience)
      .setExpirationTime('5m')
      .encode();
    expect((await get('/t/me', token)).status).toBe(401);
  });

  it('refuses an HMAC token even with a plausible secret', async () => {
    const token = await new SignJWT({ email: 'x@example.com' })
      .setProtectedHeader({ alg: 'HS256', kid: fixture.issuer.kid })
      .setSubject('s')
      .setIssuer(fixture.issuer.issuer)
      .setAudience(fixture.issuer.audience)
      .setExpirationTime('5m')
      .sign(new TextEncoder().encode('a-guessable-shared-secret-value!'));
    expect((await get('/t/me', token)).status).toBe(401);
  });

  it('answers 403 to a non-admin on an admin route and 200 to an admin', async () => {
    const res = await get('/t/admin', await fixture.issuer.token({ tier: 'pro' }));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: 'Admin access required' });
    expect((await get('/t/admin', await fixture.issuer.adminToken())).status).toBe(200);
  });

  it('lets anonymous callers through optional routes but still checks a token that is sent', async () => {
    expect(await (await get('/t/optional')).json()).toEqual({ user: null });
    expect((await get('/t/optional', 'not-a-jwt')).status).toBe(401);
  });

  it('keeps public routes open', async () => {
    expect((await get('/t/public')).status).toBe(200);
  });
});
