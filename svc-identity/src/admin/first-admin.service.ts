import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { SERVICE_CONFIG } from '@takehome/service-kit';
import { IDENTITY_PROVIDER, type IdentityProvider } from '../auth/identity-provider.js';
import type { IdentityConfig } from '../config.js';
import { MembershipService } from '../membership/membership.service.js';
import { nameAtSignUp } from '../users/naming.js';

const KEYCLOAK_RETRY_MS = 5000;

/**
 * docs/product/identity.md: at start the ADMIN_EMAIL account exists, signs in with ADMIN_PASSWORD and has
 * the admin tier. Keycloak may still be starting, so there it keeps trying in the background.
 */
@Injectable()
export class FirstAdmin implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('FirstAdmin');
  private stopped = false;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @Inject(IDENTITY_PROVIDER) private readonly provider: IdentityProvider,
    private readonly membership: MembershipService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.IDENTITY_PROVIDER === 'keycloak') void this.ensureEventually();
    else await this.ensure();
  }

  onModuleDestroy(): void {
    this.stopped = true;
  }

  async ensure(): Promise<void> {
    const email = this.config.ADMIN_EMAIL;
    const account = {
      email,
      password: this.config.ADMIN_PASSWORD,
      ...nameAtSignUp({ email, fullName: 'TakeHome Admin' }),
    };
    const user = await this.provider.ensureAccount(account, 'admin');
    if (user.membershipTier !== 'admin') await this.membership.change(user.id, { tier: 'admin', tierExpiresAt: null });
  }

  private async ensureEventually(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.ensure();
        return;
      } catch (error) {
        this.logger.warn(`First admin not ensured yet (${(error as Error).message}); retrying`);
        await new Promise((resolve) => setTimeout(resolve, KEYCLOAK_RETRY_MS));
      }
    }
  }
}
