import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import type { AuthUser } from '@takehome/service-kit';
import { testAdmin, testCaller, testServiceForFile } from '@takehome/service-kit/testing';
import { FunnelService } from '../src/funnel/funnel.service.js';
import { UsageService } from '../src/usage/usage.service.js';
import { service } from '../src/service.js';

// The services check their caller themselves (the `(auth, dto)` shape), not only
// through the controllers' @AdminOnly(). Called directly, bypassing the HTTP guard, an admin-only
// method refuses a signed-in non-admin (403) and an anonymous caller (401), and answers an admin.

const started = testServiceForFile(service);

const member = testCaller();
const admin = testAdmin();
/** What a caller outside the guard might pass: no signed-in user at all. */
const anonymous = undefined as unknown as AuthUser;
const window = { days: 30 };

/** The admin-only service methods, each called with the caller given. */
const ADMIN_ONLY: Array<[string, (auth: AuthUser) => Promise<unknown>]> = [
  ['FunnelService.metrics', (auth) => started.service.app.get(FunnelService).metrics(auth, window)],
  ['FunnelService.abTestResults', (auth) => started.service.app.get(FunnelService).abTestResults(auth, window)],
  ['FunnelService.issues', (auth) => started.service.app.get(FunnelService).issues(auth, window)],
  ["UsageService.summary of 'admin'", (auth) => started.service.app.get(UsageService).summary(auth, 'admin')],
];

describe('admin-only service methods check the caller themselves', () => {
  it.each(ADMIN_ONLY)('%s refuses a signed-in non-admin with 403', async (_, call) => {
    const refusal = call(member);
    await expect(refusal).rejects.toBeInstanceOf(ForbiddenException);
    await expect(refusal).rejects.toThrow('Admin access required');
  });

  it.each(ADMIN_ONLY)('%s refuses an anonymous caller with 401', async (_, call) => {
    await expect(call(anonymous)).rejects.toBeInstanceOf(UnauthorizedException);
  });

  it.each(ADMIN_ONLY)('%s answers an admin', async (_, call) => {
    await expect(call(admin)).resolves.toBeDefined();
  });
});

describe("a user's usage summary checks the caller itself", () => {
  it('answers that user and an admin, refuses another user (403) and an anonymous caller (401)', async () => {
    const usage = started.service.app.get(UsageService);
    await expect(usage.summary(member, member.id)).resolves.toMatchObject({ total: { total: 0 } });
    await expect(usage.summary(admin, member.id)).resolves.toMatchObject({ total: { total: 0 } });
    await expect(usage.summary(testCaller(), member.id)).rejects.toBeInstanceOf(ForbiddenException);
    await expect(usage.summary(anonymous, member.id)).rejects.toBeInstanceOf(UnauthorizedException);
  });
});
