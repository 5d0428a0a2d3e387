import { Controller, Get, Redirect } from '@nestjs/common';
import { Answers, Public } from '@takehome/service-kit';
import { KeycloakClient } from './keycloak.client.js';

/** With Keycloak, the keys and discovery document are the realm's. */
@Controller('.well-known')
@Public()
export class KeycloakWellKnownController {
  constructor(private readonly keycloak: KeycloakClient) {}

  @Get('jwks.json')
  @Redirect()
  @Answers(null, { description: "To the realm's keys" })
  jwks() {
    return { url: `${this.keycloak.realmUrl}/protocol/openid-connect/certs`, statusCode: 302 };
  }

  @Get('openid-configuration')
  @Redirect()
  @Answers(null, { description: "To the realm's discovery document" })
  discovery() {
    return { url: `${this.keycloak.realmUrl}/.well-known/openid-configuration`, statusCode: 302 };
  }
}
