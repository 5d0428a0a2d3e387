import { randomUUID } from 'node:crypto';
import { ConflictException, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { OutboxService } from '@takehome/service-kit';
import { AUTH_MESSAGES, TIERS, type Tier } from '@takehome/contracts';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import type { PersonName } from './naming.js';
import { User } from './user.entity.js';

export interface NewUser extends PersonName {
  /** Given by an outside provider (Keycloak's user id); generated otherwise. */
  id?: string;
  email: string;
  tier: Tier;
}

export interface UserSearch {
  search?: string;
  limit: number;
  offset: number;
}

const UNIQUE_VIOLATION = '23505';

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

function isUniqueViolation(error: unknown): boolean {
  return error instanceof QueryFailedError && (error.driverError as { code?: string }).code === UNIQUE_VIOLATION;
}

@Injectable()
export class UsersService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  findById(id: string, manager: EntityManager = this.dataSource.manager): Promise<User | null> {
    return manager.findOneBy(User, { id });
  }

  findByEmail(email: string, manager: EntityManager = this.dataSource.manager): Promise<User | null> {
    return manager.findOneBy(User, { email: normalizeEmail(email) });
  }

  /** Stores a new user and emits `user.registered` in the caller's transaction; 409 when the email is taken. */
  async create(manager: EntityManager, input: NewUser): Promise<User> {
    const user = manager.create(User, {
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
    });
    try {
      await manager.insert(User, user);
    } catch (error) {
      if (isUniqueViolation(error)) throw new ConflictException(AUTH_MESSAGES.emailInUse);
      throw error;
    }
    const stored = await manager.findOneByOrFail(User, { id: user.id });
    await this.outbox.emit(manager, 'user.registered', {
      userId: stored.id,
      email: stored.email,
      displayName: stored.displayName,
      tier: stored.membershipTier,
    });
    return stored;
  }

  /** Newest first, optionally filtered by email or name. */
  async search({ search, limit, offset }: UserSearch): Promise<{ users: User[]; total: number }> {
    const query = this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .orderBy('u.createdAt', 'DESC')
      .take(limit)
      .skip(offset);
    if (search) {
      query.where('u.email ILIKE :pattern OR u.displayName ILIKE :pattern', {
        pattern: `%${search.replace(/[\\%_]/g, '\\$&')}%`,
      });
    }
    const [users, total] = await query.getManyAndCount();
    return { users, total };
  }

  /** How many users each tier has, every tier present. */
  async tierCounts(): Promise<Record<Tier, number>> {
    const rows: Array<{ tier: Tier; count: string }> = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('u')
      .select('u.membershipTier', 'tier')
      .addSelect('count(*)', 'count')
      .groupBy('u.membershipTier')
      .getRawMany();
    const counts = Object.fromEntries(TIERS.map((tier) => [tier, 0])) as Record<Tier, number>;
    for (const row of rows) counts[row.tier] = Number(row.count);
    return counts;
  }
}
