import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import type { AuthUser } from '@takehome/service-kit';
import { ADMIN_ROLE } from '@takehome/contracts';
import { AdminUsersService } from '../src/admin/admin-users.service.js';
import { AuthService } from '../src/auth/auth.service.js';
import { BillingService } from '../src/billing/billing.service.js';
import { UsersService } from '../src/users/users.service.js';
import { adminSession, signUp, startIdentity, type Identity, type Session } from './helpers.js';

/**
 * The services check access themselves (the `(auth, dto)` shape), not only the
 * controllers' decorators and the global guard. Every call here goes to the service directly,
 * past the HTTP layer, as a caller inside the service would.
 */
let identity: Identity;
let member: Session;
let other: Session;
let adminUser: AuthUser;
let memberUser: AuthUser;

/** What a method sees when something calls it without a verified caller (the type forbids it, the check must too). */
const anonymous = undefined as unknown as AuthUser;

const asAuthUser = (session: Session, roles: string[] = []): AuthUser => ({
  id: session.user.id,
  email: session.user.email,
  name: session.user.displayName,
  tier: session.user.membershipTier,
  roles,
  issuedAt: null,
});

/** The exception a call was refused with: its class and message. */
async function refusal(call: Promise<unknown>): Promise<{ type: unknown; message: string }> {
  try {
    await call;
  } catch (error) {
    return { type: (error as object).constructor, message: (error as Error).message };
  }
  throw new Error('the call was not refused');
}

const forbidden = (message: string) => ({ type: ForbiddenException, message });
const unauthorized = { type: UnauthorizedException, message: 'Authentication required' };

beforeAll(async () => {
  identity = await startIdentity();
  const admin = await adminSession(identity);
  adminUser = asAuthUser(admin, [ADMIN_ROLE]);
  member = await signUp(identity);
  other = await signUp(identity);
  memberUser = asAuthUser(member);
});

afterAll(async () => {
  await identity?.close();
});

describe('AdminUsersService checks for the admin role itself', () => {
  const service = () => identity.svc.app.get(AdminUsersService);

  it('refuses to list users for a member (403) and for no caller (401)', async () => {
    expect(await refusal(service().list(memberUser, { limit: 10, offset: 0 }))).toEqual(
      forbidden('Admin access required'),
    );
    expect(await refusal(service().list(anonymous, { limit: 10, offset: 0 }))).toEqual(unauthorized);
  });

  it('refuses to update a user for a member (403) and for no caller (401), changing nothing', async () => {
    expect(await refusal(service().update(memberUser, member.user.id, { membershipTier: 'business' }))).toEqual(
      forbidden('Admin access required'),
    );
    expect(await refusal(service().update(anonymous, member.user.id, { calculationsLimit: 1 }))).toEqual(unauthorized);
    const stored = await identity.svc.app.get(UsersService).findById(member.user.id);
    expect(stored).toMatchObject({ membershipTier: 'free', calculationsLimit: null });
  });

  it('lets an admin through', async () => {
    const page = await service().list(adminUser, { search: member.user.email, limit: 10, offset: 0 });
    expect(page.users.map((user) => user.id)).toEqual([member.user.id]);
  });
});

describe('signed-in-only and own-account methods check the caller themselves', () => {
  it('AuthService.me refuses no caller (401) and answers the caller', async () => {
    const auth = identity.svc.app.get(AuthService);
    expect(await refusal(auth.me(anonymous))).toEqual(unauthorized);
    expect((await auth.me(memberUser)).user.id).toBe(member.user.id);
  });

  it("BillingService.createCheckoutSession refuses no caller (401) and another user's id (403)", async () => {
    const billing = identity.svc.app.get(BillingService);
    expect(await refusal(billing.createCheckoutSession(anonymous, { priceId: 'pro_monthly' }))).toEqual(unauthorized);
    expect(
      await refusal(billing.createCheckoutSession(memberUser, { priceId: 'pro_monthly', userId: other.user.id })),
    ).toEqual(forbidden('userId does not match the signed-in user'));
  });
});
