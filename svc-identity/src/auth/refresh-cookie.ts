import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@takehome/service-kit';
import type { Request, Response } from 'express';
import { refreshCookieSecure, type IdentityConfig } from '../config.js';

export const REFRESH_COOKIE = 'takehome_refresh';
/**
 * A readable companion cookie holding no secret, only "a session may exist": the browser tries a
 * silent refresh when it is there, so anonymous visitors never make a refresh call that fails.
 */
export const SESSION_HINT_COOKIE = 'takehome_session';
/** A random token naming this browser, so its owner's sign-in is never locked by others' guesses (issue 13). */
export const DEVICE_COOKIE = 'takehome_device';
const DEVICE_COOKIE_MAX_AGE_MS = 365 * 24 * 60 * 60 * 1000;
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
    const maxAge = Math.max(0, expiresAt.getTime() - Date.now());
    res.cookie(REFRESH_COOKIE, token, { ...this.options(), maxAge });
    res.cookie(SESSION_HINT_COOKIE, '1', { ...this.hintOptions(), maxAge });
  }

  /** The browser's device token, when it has a well-formed one. */
  readDevice(req: Request): string | undefined {
    const value = (req.cookies as Record<string, string | undefined> | undefined)?.[DEVICE_COOKIE];
    return value && /^[\w-]{43}$/.test(value) ? value : undefined;
  }

  setDevice(res: Response, token: string): void {
    res.cookie(DEVICE_COOKIE, token, { ...this.options(), maxAge: DEVICE_COOKIE_MAX_AGE_MS });
  }

  clear(res: Response): void {
    res.clearCookie(REFRESH_COOKIE, this.options());
    res.clearCookie(SESSION_HINT_COOKIE, this.hintOptions());
  }

  private hintOptions() {
    return { httpOnly: false, sameSite: 'lax' as const, secure: refreshCookieSecure(this.config), path: '/' };
  }

  private options() {
    return { httpOnly: true, sameSite: 'lax' as const, secure: refreshCookieSecure(this.config), path: COOKIE_PATH };
  }
}
