import { readTokenClaims } from './claims';

const base64url = (text: string) => Buffer.from(text, 'utf8').toString('base64url');
const jwt = (payload: string) => `${base64url('{"alg":"RS256","typ":"JWT"}')}.${base64url(payload)}.c2lnbmF0dXJl`;

describe('readTokenClaims', () => {
  it('reads the claims of an unpadded base64url payload, UTF-8 included', () => {
    // '?>?' and 'ÿ' give the payload '-' and '_' characters, which plain base64 would write as '+' and '/'.
    const claims = { sub: 'u-1', tier: 'pro', name: 'Zoë Ñúñez ?>? ÿ', roles: ['user'], exp: 2_000_000_000 };
    const token = jwt(JSON.stringify(claims));
    expect(token.split('.')[1]).toMatch(/[-_]/);
    expect(token).not.toContain('=');
    expect(readTokenClaims(token)).toEqual(claims);
  });

  it('answers an empty object for anything that is not a token with an object payload', () => {
    for (const token of ['', 'not-a-token', 'a.b', 'a.%%%.c', jwt('5'), jwt('"text"'), jwt('{ broken')]) {
      expect(readTokenClaims(token)).toEqual({});
    }
  });
});
