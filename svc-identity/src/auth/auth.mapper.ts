import type { AuthResponse } from '@takehome/contracts';
import { toUserDto } from '../users/user.mapper.js';
import type { AuthSession } from './identity-provider.js';

/** What a sign-up, sign-in or refresh answers (the refresh token goes in its cookie, not here). */
export function toAuthResponse(session: AuthSession): AuthResponse {
  return {
    user: toUserDto(session.user),
    accessToken: session.accessToken,
    expiresAt: session.expiresAt.toISOString(),
  };
}
