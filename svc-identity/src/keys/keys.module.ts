import { Module } from '@nestjs/common';
import { SigningKeys } from './signing-keys.service.js';
import { WellKnownController } from './well-known.controller.js';

/** The embedded provider's signing keys and their publication. */
@Module({ controllers: [WellKnownController], providers: [SigningKeys], exports: [SigningKeys] })
export class KeysModule {}
