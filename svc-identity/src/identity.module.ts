import { DynamicModule, Module } from '@nestjs/common';
import { DatabaseModule, EventsModule } from '@takehome/service-kit';
import { SERVICES } from '@takehome/contracts';
import { AdminModule } from './admin/admin.module.js';
import { AuthModule } from './auth/auth.module.js';
import { KnownSignInSource } from './auth/known-sign-in-source.entity.js';
import { PasswordCredential } from './auth/embedded/password-credential.entity.js';
import { RefreshToken } from './auth/embedded/refresh-token.entity.js';
import { BillingModule } from './billing/billing.module.js';
import { CheckoutSession } from './billing/checkout-session.entity.js';
import { ProcessedBillingEvent } from './billing/processed-billing-event.entity.js';
import { SubscriptionState } from './billing/subscription-state.entity.js';
import type { IdentityConfig } from './config.js';
import { SigningKey } from './keys/signing-key.entity.js';
import { Initial1763769600001 } from './migrations/1763769600001-initial.js';
import { UsageCountIsCalc1796000000001 } from './migrations/1796000000001-usage-count-is-calc.js';
import { AbuseHardening1796100000001 } from './migrations/1796100000001-abuse-hardening.js';
import { PlansModule } from './plans/plans.module.js';
import { User } from './users/user.entity.js';

@Module({})
export class IdentityModule {
  static forConfig(config: IdentityConfig): DynamicModule {
    return {
      module: IdentityModule,
      imports: [
        DatabaseModule.forService({
          schema: SERVICES.identity.schema,
          entities: [
            User,
            PasswordCredential,
            RefreshToken,
            KnownSignInSource,
            SigningKey,
            CheckoutSession,
            ProcessedBillingEvent,
            SubscriptionState,
          ],
          migrations: [Initial1763769600001, UsageCountIsCalc1796000000001, AbuseHardening1796100000001],
        }),
        EventsModule.forService(),
        AuthModule.forProvider(config.IDENTITY_PROVIDER),
        PlansModule,
        BillingModule.forConfig(config),
        AdminModule,
      ],
    };
  }
}
