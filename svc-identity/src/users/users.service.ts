import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import { OutboxService } from '@takehome/service-kit';
import { AUTH_MESSAGES, TIERS, type Tier } from '@takehome/contracts';
import type { EntityManager } from 'typeorm';
import type { PersonName } from './naming.js';
import type { User } from './user.entity.js';
import { UsersRepository, type UserSearch } from './users.repository.js';

export type { UserSearch } from './users.repository.js';

export interface NewUser extends PersonName {
  /** Given by an outside provider (Keycloak's user id); generated otherwise. */
  id?: string;
  email: string;
  tier: Tier;
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The users of this service, for the providers, billing and admin (none of it acts for a caller itself). */
@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly outbox: OutboxService,
  ) {}

  findById(id: string, tx?: EntityManager): Promise<User | null> {
    return this.users.findById(id, tx);
  }

  findByEmail(email: string, tx?: EntityManager): Promise<User | null> {
    return this.users.findByEmail(normalizeEmail(email), tx);
  }

  /**
   * Stores a new user and emits `user.registered` in the same transaction (`tx`, else one of its
   * own); 409 when the email is taken.
   */
  create(input: NewUser, tx?: EntityManager): Promise<User> {
    return tx ? this.insert(input, tx) : this.users.transaction((own) => this.insert(input, own));
  }

  /** Newest first, optionally filtered by email or name. */
  search(query: UserSearch): Promise<{ users: User[]; total: number }> {
    return this.users.search(query);
  }

  /** How many users each tier has, every tier present. */
  async tierCounts(): Promise<Record<Tier, number>> {
    const counts = Object.fromEntries(TIERS.map((tier) => [tier, 0])) as Record<Tier, number>;
    for (const row of await this.users.countByTier()) counts[row.tier] = row.count;
    return counts;
  }

  private async insert(input: NewUser, tx: EntityManager): Promise<User> {
    const stored = await this.users.insert(
      {
        id: input.id ?? randomUUID(),
        email: normalizeEmail(input.email),
        displayName: input.displayName,
        firstName: input.firstName,
        lastName: input.lastName,
        membershipTier: input.tier,
        tierExpiresAt: null,
        calculationsLimit: null,
        billingCustomerId: null,
        billingSubscriptionId: null,
      },
      tx,
    );
    if (!stored) throw new ConflictException(AUTH_MESSAGES.emailInUse);
    await this.outbox.emit(tx, 'user.registered', {
      userId: stored.id,
      email: stored.email,
      displayName: stored.displayName,
      tier: stored.membershipTier,
    });
    return stored;
  }
}
