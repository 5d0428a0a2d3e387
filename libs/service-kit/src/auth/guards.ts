import {
  CanActivate,
  createParamDecorator,
  ExecutionContext,
  ForbiddenException,
  Injectable,
  SetMetadata,
  UnauthorizedException,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { isAdmin, type AuthUser } from './auth-user.js';
import { TokenVerifier } from './token-verifier.js';

type Access = 'public' | 'optional' | 'user' | 'admin';
const ACCESS = 'takehome:access';

/** Anyone may call; no token is read. */
export const Public = () => SetMetadata(ACCESS, 'public' satisfies Access);
/** A token is read when present (and must then be valid); anonymous callers are let through. */
export const OptionalAuth = () => SetMetadata(ACCESS, 'optional' satisfies Access);
/** Only tokens carrying the `admin` role (docs/product/identity.md). */
export const AdminOnly = () => SetMetadata(ACCESS, 'admin' satisfies Access);

export type AuthedRequest = FastifyRequest & { user?: AuthUser };

/** The signed-in caller, or undefined on an anonymous call to an OptionalAuth route. */
export const CurrentUser = createParamDecorator(
  (_: unknown, ctx: ExecutionContext) => ctx.switchToHttp().getRequest<AuthedRequest>().user,
);

function bearerToken(req: FastifyRequest): string | undefined {
  const header = req.headers.authorization;
  if (!header) return undefined;
  const [scheme, token] = header.split(' ');
  return scheme?.toLowerCase() === 'bearer' && token ? token : '';
}

/** Global guard: every route needs a valid token unless marked Public or OptionalAuth. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly verifier: TokenVerifier,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    const access =
      this.reflector.getAllAndOverride<Access>(ACCESS, [context.getHandler(), context.getClass()]) ?? 'user';
    if (access === 'public') return true;

    const req = context.switchToHttp().getRequest<AuthedRequest>();
    const token = bearerToken(req);
    if (token === undefined && access === 'optional') return true;
    if (!token) throw new UnauthorizedException('Authentication required');
    try {
      req.user = await this.verifier.verify(token);
    } catch {
      throw new UnauthorizedException('Invalid or expired token');
    }
    if (access === 'admin') assertAdmin(req.user);
    return true;
  }
}

/** A service method that acts for a signed-in caller: 401 for an anonymous one. */
export function assertSignedIn(user: AuthUser | undefined): asserts user is AuthUser {
  if (!user) throw new UnauthorizedException('Authentication required');
}

/**
 * What only admins may do (docs/product/identity.md). Services check it themselves (the `(auth, dto)` shape),
 * not only through the controller's `@AdminOnly()`, so a method called from elsewhere is as guarded.
 */
export function assertAdmin(user: AuthUser | undefined): asserts user is AuthUser {
  assertSignedIn(user);
  if (!isAdmin(user)) throw new ForbiddenException('Admin access required');
}

/** A path naming a user answers 403 unless it is the caller or an admin (docs/product/identity.md). */
export function assertSelfOrAdmin(user: AuthUser | undefined, userId: string): asserts user is AuthUser {
  assertSignedIn(user);
  if (user.id !== userId && !isAdmin(user)) throw new ForbiddenException('Access denied');
}
