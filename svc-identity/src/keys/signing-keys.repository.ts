import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { SigningKey } from './signing-key.entity.js';

/** `signing_keys`, shared by every replica. */
@Injectable()
export class SigningKeysRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (tx: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Serializes key creation until `tx` ends (a transaction-scoped advisory lock), so replicas agree on one key. */
  async lockForCreation(tx: EntityManager): Promise<void> {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['identity.signing_keys']);
  }

  findAllNewestFirst(tx: EntityManager): Promise<SigningKey[]> {
    return tx.find(SigningKey, { order: { createdAt: 'DESC' } });
  }

  insert(key: SigningKey, tx: EntityManager): Promise<SigningKey> {
    return tx.save(key);
  }
}
