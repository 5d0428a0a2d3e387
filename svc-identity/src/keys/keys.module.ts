import { Module } from '@nestjs/common';
import { SigningKeysRepository } from './signing-keys.repository.js';
import { SigningKeys } from './signing-keys.service.js';
import { WellKnownController } from './well-known.controller.js';

/** The embedded provider's signing keys and their publication. */
@Module({ controllers: [WellKnownController], providers: [SigningKeysRepository, SigningKeys], exports: [SigningKeys] })
export class KeysModule {}
