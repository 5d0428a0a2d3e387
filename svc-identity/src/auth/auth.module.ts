import { DynamicModule, Module } from '@nestjs/common';
import type { IdentityConfig } from '../config.js';
import { KeysModule } from '../keys/keys.module.js';
import { UsersModule } from '../users/users.module.js';
import { AuthController, LoginLinkController, ProvidersController } from './auth.controller.js';
import { AuthService } from './auth.service.js';
import { EmbeddedIdentityProvider } from './embedded/embedded-identity.provider.js';
import { PasswordCredentialsRepository } from './embedded/password-credentials.repository.js';
import { RefreshTokensRepository } from './embedded/refresh-tokens.repository.js';
import { RefreshTokens } from './embedded/refresh-tokens.service.js';
import { IDENTITY_PROVIDER } from './identity-provider.js';
import { KeycloakClient } from './keycloak/keycloak.client.js';
import { KeycloakIdentityProvider } from './keycloak/keycloak-identity.provider.js';
import { KeycloakWellKnownController } from './keycloak/keycloak-well-known.controller.js';
import { KnownSignInSourcesRepository } from './known-sign-in-sources.repository.js';
import { SignInLimits } from './sign-in-limits.service.js';
import { RefreshCookie } from './refresh-cookie.js';

/** Sign-up, sign-in and tokens through the configured provider, which it exports (globally) as IDENTITY_PROVIDER. */
@Module({})
export class AuthModule {
  static forProvider(kind: IdentityConfig['IDENTITY_PROVIDER']): DynamicModule {
    const provider =
      kind === 'keycloak'
        ? {
            imports: [],
            controllers: [KeycloakWellKnownController],
            providers: [
              KeycloakClient,
              KeycloakIdentityProvider,
              { provide: IDENTITY_PROVIDER, useExisting: KeycloakIdentityProvider },
            ],
          }
        : {
            imports: [KeysModule],
            controllers: [],
            providers: [
              PasswordCredentialsRepository,
              RefreshTokensRepository,
              RefreshTokens,
              EmbeddedIdentityProvider,
              { provide: IDENTITY_PROVIDER, useExisting: EmbeddedIdentityProvider },
            ],
          };
    return {
      module: AuthModule,
      global: true,
      imports: [UsersModule, ...provider.imports],
      controllers: [AuthController, ProvidersController, LoginLinkController, ...provider.controllers],
      providers: [AuthService, KnownSignInSourcesRepository, SignInLimits, RefreshCookie, ...provider.providers],
      exports: [IDENTITY_PROVIDER],
    };
  }
}
