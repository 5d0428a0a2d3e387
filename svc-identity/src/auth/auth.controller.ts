import {
  Body,
  Controller,
  Get,
  Header,
  HttpCode,
  Inject,
  Post,
  Redirect,
  Req,
  Res,
  UnauthorizedException,
} from '@nestjs/common';
import { Answers, ClientAddress, CurrentUser, Public, SERVICE_CONFIG, type AuthUser } from '@takehome/service-kit';
import {
  authProvidersResponseSchema,
  authResponseSchema,
  meResponseSchema,
  signInRequestSchema,
  signUpRequestSchema,
  type AuthProvidersResponse,
  type AuthResponse,
  type MeResponse,
} from '@takehome/contracts';
import type { IdentityConfig } from '../config.js';
import type { FastifyReply as Response, FastifyRequest as Request } from 'fastify';
import { AuthBodyPipe, type SignInDto, type SignUpDto } from './auth.dto.js';
import { toAuthResponse } from './auth.mapper.js';
import { AuthService, type SignedIn } from './auth.service.js';
import type { AuthSession } from './identity-provider.js';
import { RefreshCookie } from './refresh-cookie.js';

@Controller('api/auth')
export class AuthController {
  constructor(
    private readonly auth: AuthService,
    private readonly cookie: RefreshCookie,
  ) {}

  @Post('signup')
  @Public()
  @HttpCode(201)
  @Answers(authResponseSchema)
  @Header('Cache-Control', 'no-store')
  async signUp(
    @Body(new AuthBodyPipe(signUpRequestSchema)) dto: SignUpDto,
    @ClientAddress() address: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthResponse> {
    return this.signedIn(res, await this.auth.signUp(dto, { address, device: this.cookie.readDevice(req) }));
  }

  @Post('signin')
  @Public()
  @HttpCode(200)
  @Answers(authResponseSchema)
  @Header('Cache-Control', 'no-store')
  async signIn(
    @Body(new AuthBodyPipe(signInRequestSchema)) dto: SignInDto,
    @ClientAddress() address: string,
    @Req() req: Request,
    @Res({ passthrough: true }) res: Response,
  ): Promise<AuthResponse> {
    return this.signedIn(res, await this.auth.signIn(dto, { address, device: this.cookie.readDevice(req) }));
  }

  /** Rotates the refresh cookie and answers a fresh access token with the user's current tier. */
  @Post('refresh')
  @Public()
  @HttpCode(200)
  @Answers(authResponseSchema, { description: 'A new access token; the refresh token is rotated in its httpOnly cookie' })
  @Header('Cache-Control', 'no-store')
  async refresh(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<AuthResponse> {
    try {
      return this.answer(res, await this.auth.refresh(this.cookie.read(req)));
    } catch (error) {
      // A refused token is dropped; an outage (502) keeps it for the next try.
      if (error instanceof UnauthorizedException) this.cookie.clear(res);
      throw error;
    }
  }

  @Post('signout')
  @Public()
  @HttpCode(204)
  @Answers(null)
  async signOut(@Req() req: Request, @Res({ passthrough: true }) res: Response): Promise<void> {
    await this.auth.signOut(this.cookie.read(req));
    this.cookie.clear(res);
  }

  @Get('me')
  @Answers(meResponseSchema)
  @Header('Cache-Control', 'no-store')
  me(@CurrentUser() user: AuthUser): Promise<MeResponse> {
    return this.auth.me(user);
  }

  private signedIn(res: Response, { session, device }: SignedIn): AuthResponse {
    this.cookie.setDevice(res, device);
    return this.answer(res, session);
  }

  private answer(res: Response, session: AuthSession): AuthResponse {
    this.cookie.set(res, session.refreshToken, session.refreshExpiresAt);
    return toAuthResponse(session);
  }
}

/** The footer's /api/login link (docs/product/paths.md): there is no login page, so open the dialog on home. */
/** Which sign-in methods the browser may offer: Google goes through Keycloak only (docs/product/identity.md). */
@Controller('api/auth/providers')
@Public()
export class ProvidersController {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: IdentityConfig) {}

  @Get()
  @Answers(authProvidersResponseSchema)
  providers(): AuthProvidersResponse {
    const { IDENTITY_PROVIDER, KEYCLOAK_PUBLIC_URL, KEYCLOAK_URL, KEYCLOAK_REALM, KEYCLOAK_WEB_CLIENT_ID } = this.config;
    const url = KEYCLOAK_PUBLIC_URL ?? KEYCLOAK_URL;
    return {
      keycloak:
        IDENTITY_PROVIDER === 'keycloak' && url ? { url, realm: KEYCLOAK_REALM, clientId: KEYCLOAK_WEB_CLIENT_ID } : null,
    };
  }
}

@Controller('api/login')
@Public()
export class LoginLinkController {
  @Get()
  @Redirect('/?signin=1', 302)
  @Answers(null, { description: 'To /?signin=1, which opens the sign-in dialog' })
  open(): void {}
}
