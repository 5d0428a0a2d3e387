import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { User } from '../../users/user.entity.js';
import { PasswordCredential } from './password-credential.entity.js';

/** The embedded provider's `password_credentials`. */
@Injectable()
export class PasswordCredentialsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findByUserId(userId: string, tx: EntityManager = this.dataSource.manager): Promise<PasswordCredential | null> {
    return tx.findOneBy(PasswordCredential, { userId });
  }

  /** The credential of the account with this (normalized) email, if both exist. */
  findByEmail(email: string): Promise<PasswordCredential | null> {
    return this.dataSource.manager
      .createQueryBuilder(PasswordCredential, 'credential')
      .innerJoin(User, 'user', 'user.id = credential.userId')
      .where('user.email = :email', { email })
      .getOne();
  }

  async insert(userId: string, passwordHash: string, tx: EntityManager): Promise<void> {
    await tx.insert(PasswordCredential, { userId, passwordHash });
  }

  /** Sets the user's password hash, whether or not one is stored. */
  async upsert(userId: string, passwordHash: string, tx: EntityManager): Promise<void> {
    await tx.upsert(PasswordCredential, { userId, passwordHash }, ['userId']);
  }
}
