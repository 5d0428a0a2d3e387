import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { assertAdmin, assertSelfOrAdmin, assertSignedIn } from '../src/index.js';
import { testAdmin, testCaller } from '../src/testing/index.js';

const user = (id: string) => testCaller({ id });
const ann = user('ann');
const admin = testAdmin();

describe('access checks services make themselves', () => {
  it('assertSignedIn: 401 for an anonymous caller, nothing for a signed-in one', () => {
    expect(() => assertSignedIn(undefined)).toThrow(UnauthorizedException);
    expect(() => assertSignedIn(ann)).not.toThrow();
  });

  it('assertAdmin: 401 anonymous, 403 for a user without the admin role, nothing for an admin', () => {
    expect(() => assertAdmin(undefined)).toThrow(UnauthorizedException);
    expect(() => assertAdmin(ann)).toThrow(new ForbiddenException('Admin access required'));
    expect(() => assertAdmin(admin)).not.toThrow();
  });

  it('assertSelfOrAdmin: the caller themself or an admin, 403 for anyone else', () => {
    expect(() => assertSelfOrAdmin(ann, 'ann')).not.toThrow();
    expect(() => assertSelfOrAdmin(admin, 'ann')).not.toThrow();
    expect(() => assertSelfOrAdmin(user('bob'), 'ann')).toThrow(new ForbiddenException('Access denied'));
    expect(() => assertSelfOrAdmin(undefined, 'ann')).toThrow(UnauthorizedException);
  });
});
