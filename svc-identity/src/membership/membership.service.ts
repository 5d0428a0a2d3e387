import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { OutboxService } from '@takehome/service-kit';
import type { Tier } from '@takehome/contracts';
import type { EntityManager } from 'typeorm';
import { IDENTITY_PROVIDER, type IdentityProvider } from '../auth/identity-provider.js';
import { effectiveCalculationsLimit } from '../users/user.mapper.js';
import type { User } from '../users/user.entity.js';
import { UsersRepository, type UserChanges } from '../users/users.repository.js';

/** What may change about a membership; fields left out stay as they are. */
export interface MembershipChange {
  tier?: Tier;
  tierExpiresAt?: Date | null;
  calculationsLimit?: number | null;
  billingCustomerId?: string | null;
  billingSubscriptionId?: string | null;
}

/**
 * The one path by which a user's tier or limit changes (admin, checkout, webhook, expiry, first
 * admin). It emits `user.upgraded` when the tier or the effective limit changes — svc-calc learns
 * the new limit from it — and carries a tier change into the identity provider's next token.
 */
@Injectable()
export class MembershipService {
  constructor(
    private readonly users: UsersRepository,
    private readonly outbox: OutboxService,
    @Inject(IDENTITY_PROVIDER) private readonly provider: IdentityProvider,
  ) {}

  /** Applies the change in `tx` (the caller's transaction), else in a transaction of its own. */
  change(userId: string, change: MembershipChange, tx?: EntityManager): Promise<User> {
    return tx ? this.apply(userId, change, tx) : this.users.transaction((own) => this.apply(userId, change, own));
  }

  private async apply(userId: string, change: MembershipChange, tx: EntityManager): Promise<User> {
    const user = await this.users.findByIdForUpdate(userId, tx);
    if (!user) throw new NotFoundException('User not found');
    const previousTier = user.membershipTier;
    const previousLimit = effectiveCalculationsLimit(user);
    const { tier, ...rest } = change;
    const given = Object.fromEntries(
      Object.entries({ membershipTier: tier, ...rest }).filter(([, value]) => value !== undefined),
    ) as UserChanges;
    await this.users.update(user, given, tx);

    const calculationsLimit = effectiveCalculationsLimit(user);
    if (user.membershipTier !== previousTier || calculationsLimit !== previousLimit) {
      await this.outbox.emit(tx, 'user.upgraded', {
        userId,
        previousTier,
        tier: user.membershipTier,
        calculationsLimit,
        expiresAt: user.tierExpiresAt?.toISOString() ?? null,
      });
    }
    if (user.membershipTier !== previousTier) await this.provider.syncTier(user);
    return user;
  }
}
