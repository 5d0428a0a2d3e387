import { Controller, Get, Header, Inject } from '@nestjs/common';
import { jwksSchema, openIdConfigurationSchema } from '@takehome/contracts';
import { Answers, Public, SERVICE_CONFIG } from '@takehome/service-kit';
import type { IdentityConfig } from '../config.js';
import { SigningKeys } from './signing-keys.service.js';

/** JWKS and OpenID discovery of the embedded provider (docs/adr/0017-embedded-identity-provider.md). */
@Controller('.well-known')
@Public()
export class WellKnownController {
  constructor(
    private readonly keys: SigningKeys,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  @Get('jwks.json')
  @Header('Cache-Control', 'public, max-age=300')
  @Answers(jwksSchema)
  jwks() {
    return this.keys.jwks();
  }

  @Get('openid-configuration')
  @Header('Cache-Control', 'public, max-age=300')
  @Answers(openIdConfigurationSchema)
  discovery() {
    const issuer = this.config.AUTH_ISSUER.replace(/\/$/, '');
    return {
      issuer: this.config.AUTH_ISSUER,
      jwks_uri: `${issuer}/.well-known/jwks.json`,
      response_types_supported: ['token'],
      subject_types_supported: ['public'],
      id_token_signing_alg_values_supported: ['RS256'],
      token_endpoint_auth_methods_supported: ['none'],
      claims_supported: ['sub', 'iss', 'aud', 'exp', 'iat', 'jti', 'email', 'name', 'tier', 'roles'],
    };
  }
}
