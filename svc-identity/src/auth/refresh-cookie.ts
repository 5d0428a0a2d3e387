import { Inject, Injectable } from '@nestjs/common';
import { SERVICE_CONFIG } from '@takehome/service-kit';
import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { refreshCookieSecure, type IdentityConfig } from '../config.js';

export const REFRESH_COOKIE = 'takehome_refresh';
/**
 * A readable companion cookie holding no secret, only "a session may exist": the browser tries a
 * silent refresh when it is there, so anonymous visitors never make a refresh call that fails.
 */
export const SESSION_HINT_COOKIE = 'takehome_session';
/** A random token naming this browser, so its owner's sign-in is never locked by others' guesses (docs/product/limits.md). */
export const DEVICE_COOKIE = 'takehome_device';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** Only the auth endpoints ever receive the refresh token. */
const COOKIE_PATH = '/api/auth';

/** The refresh token's httpOnly, SameSite=Lax cookie. */
@Injectable()
export class RefreshCookie {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: IdentityConfig) {}

  read(req: FastifyRequest): string | undefined {
    const value = req.cookies[REFRESH_COOKIE];
    return value || undefined;
  }

  set(res: FastifyReply, token: string, expiresAt: Date): void {
    // Max-Age is in seconds; Expires says the same to older browsers.
    const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - Date.now()) / 1000));
    const expires = new Date(Date.now() + maxAge * 1000);
    res.setCookie(REFRESH_COOKIE, token, { ...this.options(), maxAge, expires });
    res.setCookie(SESSION_HINT_COOKIE, '1', { ...this.hintOptions(), maxAge, expires });
  }

  /** The browser's device token, when it has a well-formed one. */
  readDevice(req: FastifyRequest): string | undefined {
    const value = req.cookies[DEVICE_COOKIE];
    return value && /^[\w-]{43}$/.test(value) ? value : undefined;
  }

  setDevice(res: FastifyReply, token: string): void {
    const maxAge = DEVICE_COOKIE_MAX_AGE_SECONDS;
    res.setCookie(DEVICE_COOKIE, token, { ...this.options(), maxAge, expires: new Date(Date.now() + maxAge * 1000) });
  }

  clear(res: FastifyReply): void {
    res.clearCookie(REFRESH_COOKIE, this.options());
    res.clearCookie(SESSION_HINT_COOKIE, this.hintOptions());
  }

  private hintOptions(): CookieSerializeOptions {
    return { httpOnly: false, sameSite: 'lax' as const, secure: refreshCookieSecure(this.config), path: '/' };
  }

  private options(): CookieSerializeOptions {
    return { httpOnly: true, sameSite: 'lax' as const, secure: refreshCookieSecure(this.config), path: COOKIE_PATH };
  }
}
