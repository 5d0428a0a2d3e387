import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { SERVICE_CONFIG } from '@takehome/service-kit';
import type { Request } from 'express';
import type { IdentityConfig } from '../config.js';

/** The caller's address for rate limiting; behind the gateway, from X-Forwarded-For (TRUST_PROXY). */
export function clientAddress(req: Request): string {
  return req.ip ?? req.socket.remoteAddress ?? 'unknown';
}

/** Tells Express which proxies may set X-Forwarded-For, so `req.ip` is the browser's address. */
@Injectable()
export class TrustProxySetting implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
  ) {}

  onModuleInit(): void {
    this.adapterHost.httpAdapter.getInstance().set('trust proxy', this.config.TRUST_PROXY);
  }
}
