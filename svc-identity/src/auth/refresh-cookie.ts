import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@takehome/service-kit';
import type { Request, Response } from 'express';
import { refreshCookieSecure, type IdentityConfig } from '../config.js';

export const REFRESH_COOKIE = 'takehome_refresh';
/** Only the auth endpoints ever receive the refresh token. */
const COOKIE_PATH = '/api/auth';

/** The refresh token's httpOnly, SameSite=Lax cookie. */
@Injectable()
export class RefreshCookie {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: IdentityConfig) {}

  read(req: Request): string | undefined {
    const value = (req.cookies as Record<string, string | undefined> | undefined)?.[REFRESH_COOKIE];
    return value || undefined;
  }

  set(res: Response, token: string, expiresAt: Date): void {
    res.cookie(REFRESH_COOKIE, token, { ...this.options(), maxAge: Math.max(0, expiresAt.getTime() - Date.now()) });
  }

  clear(res: Response): void {
    res.clearCookie(REFRESH_COOKIE, this.options());
  }

  private options() {
    return { httpOnly: true, sameSite: 'lax' as const, secure: refreshCookieSecure(this.config), path: COOKIE_PATH };
  }
}
