// The services check the caller themselves, not only the controllers' guards.
// These call the service methods directly, as code that bypassed a controller would.
import { randomUUID } from 'node:crypto';
import { ForbiddenException, HttpException, UnauthorizedException } from '@nestjs/common';
import type { AuthUser } from '@takehome/service-kit';
import { testAdmin, testCaller, testServiceForFile } from '@takehome/service-kit/testing';
import { CalculationsService } from '../src/calculations/calculations.service.js';
import { service } from '../src/service.js';
import { UsageService } from '../src/usage/usage.service.js';

const started = testServiceForFile(service);
let usage: UsageService;
let calculations: CalculationsService;

beforeAll(() => {
  usage = started.service.app.get(UsageService);
  calculations = started.service.app.get(CalculationsService);
});

/** What a caller wired without a guard would hand the service: no signed-in user. */
const anonymous = undefined as unknown as AuthUser;

async function refusal(work: Promise<unknown>): Promise<{ type: unknown; status: number; message: string }> {
  const error: unknown = await work.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof HttpException)) throw new Error(`expected an HttpException, got ${String(error)}`);
  return { type: error.constructor, status: error.getStatus(), message: error.message };
}

const FORBIDDEN_ADMIN = { type: ForbiddenException, status: 403, message: 'Admin access required' };
const UNAUTHORIZED = { type: UnauthorizedException, status: 401, message: 'Authentication required' };

describe('UsageService admin methods', () => {
  it('refuse a signed-in non-admin with 403 Admin access required', async () => {
    const member = testCaller();
    const target = randomUUID();
    expect(await refusal(usage.windowsOf(member, { userIds: [target] }))).toEqual(FORBIDDEN_ADMIN);
    expect(await refusal(usage.setUsed(member, target, { used: 7 }))).toEqual(FORBIDDEN_ADMIN);
    // The refused write changed nothing.
    expect((await usage.windowsOf(testAdmin(), { userIds: [target] })).usage[target]).toMatchObject({ used: 0 });
  });

  it('refuse no caller with 401', async () => {
    expect(await refusal(usage.windowsOf(anonymous, { userIds: [randomUUID()] }))).toEqual(UNAUTHORIZED);
    expect(await refusal(usage.setUsed(anonymous, randomUUID(), { used: 7 }))).toEqual(UNAUTHORIZED);
  });

  it('serve an admin', async () => {
    const admin = testAdmin();
    const target = randomUUID();
    expect(await usage.setUsed(admin, target, { used: 7 })).toMatchObject({ used: 7, limit: 15 });
    expect((await usage.windowsOf(admin, { userIds: [target] })).usage[target]).toMatchObject({ used: 7 });
  });
});

describe('CalculationsService methods naming a user', () => {
  const query = { tz: 'UTC', limit: 5 };

  it("refuse another user's numbers with 403", async () => {
    const forbidden = { type: ForbiddenException, status: 403, message: 'Access denied' };
    const someoneElse = randomUUID();
    expect(await refusal(calculations.thisMonth(testCaller(), someoneElse, query))).toEqual(forbidden);
    expect(await refusal(calculations.monthlySummary(testCaller(), someoneElse, 'UTC'))).toEqual(forbidden);
  });

  it('refuse no caller with 401', async () => {
    const userId = randomUUID();
    expect(await refusal(calculations.thisMonth(anonymous, userId, query))).toEqual(UNAUTHORIZED);
    expect(await refusal(calculations.monthlySummary(anonymous, userId, 'UTC'))).toEqual(UNAUTHORIZED);
  });

  it('serve the user and an admin', async () => {
    const user = testCaller();
    expect(await calculations.thisMonth(user, user.id, query)).toEqual([]);
    expect(await calculations.monthlySummary(testAdmin(), user.id, 'UTC')).toMatchObject({ totalCalculations: 0 });
  });
});

describe("CalculationsService methods on the caller's own calculations", () => {
  it('refuse no caller with 401', async () => {
    const id = randomUUID();
    const answers = await Promise.all([
      refusal(calculations.save(anonymous, { calculationData: { inputs: { hourlyRate: 20 } } }, 'UTC')),
      refusal(calculations.list(anonymous, { tz: 'UTC', page: 1, pageSize: 20 })),
      refusal(calculations.export(anonymous, { ids: [id] })),
      refusal(calculations.since(anonymous, { from: new Date('2026-01-01') })),
      refusal(calculations.get(anonymous, id)),
      refusal(calculations.rename(anonymous, id, { name: 'Renamed' })),
      refusal(calculations.delete(anonymous, id)),
    ]);
    expect(answers).toEqual(answers.map(() => UNAUTHORIZED));
  });
});
