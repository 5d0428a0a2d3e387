import { ConflictException, ForbiddenException, Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { assertSignedIn, Clock, type AuthUser } from '@takehome/service-kit';
import type { CheckoutSessionResponse } from '@takehome/contracts';
import type { EntityManager } from 'typeorm';
import { MembershipService, type MembershipChange } from '../membership/membership.service.js';
import { PRICES } from '../plans/catalogue.js';
import type { User } from '../users/user.entity.js';
import { UsersRepository } from '../users/users.repository.js';
import type { BillingEvent } from './billing-event.js';
import { BillingRepository } from './billing.repository.js';
import { toCheckoutSessionResponse } from './checkout.mapper.js';
import type { CreateCheckoutSessionDto } from './checkout.dto.js';
import { expiryAfter } from './expiry.js';
import { PAYMENT_PROVIDER, type PaymentProvider } from './payment-provider.js';

/** Tiers that already include everything Pro has; buying Pro would lower them. */
const ABOVE_PRO = new Set(['business', 'webmaster', 'admin']);

/** Checkout and the one upgrade path that Stripe's webhook and the demo checkout both take. */
@Injectable()
export class BillingService {
  private readonly logger = new Logger('Billing');

  constructor(
    private readonly billing: BillingRepository,
    @Inject(PAYMENT_PROVIDER) private readonly payments: PaymentProvider,
    private readonly users: UsersRepository,
    private readonly membership: MembershipService,
    private readonly clock: Clock,
  ) {}

  /** Acts for the signed-in buyer; a `userId` in the body must be theirs. */
  async createCheckoutSession(auth: AuthUser, dto: CreateCheckoutSessionDto): Promise<CheckoutSessionResponse> {
    assertSignedIn(auth);
    if (dto.userId && dto.userId !== auth.id) throw new ForbiddenException('userId does not match the signed-in user');
    const user = await this.users.findById(auth.id);
    if (!user) throw new NotFoundException('User not found');
    if (ABOVE_PRO.has(user.membershipTier))
      throw new ConflictException('Your plan already includes everything in Pro.');
    return toCheckoutSessionResponse(
      await this.payments.createCheckout(user, PRICES[dto.priceId], toCheckoutSessionResponse),
    );
  }

  /**
   * Applies a payment fact once: answers false when this event id was handled before. It acts for
   * the system (Stripe's signed webhook, the paid demo session), so it takes no caller.
   */
  async apply(event: BillingEvent): Promise<boolean> {
    return this.billing.transaction(async (tx) => {
      if (!(await this.billing.recordEvent(event.id, event.type, tx))) return false;
      // Stripe sends events in no particular order and again on retry: a subscription's state is taken
      // from its newest event only (by Stripe's own time), and a deleted subscription stays ended.
      if (!(await this.isNewestState(tx, event))) return true;
      const target = await this.target(tx, event);
      if (!target) {
        this.logger.warn(`Billing event ${event.id} (${event.type}) names no known user; ignored`);
        return true;
      }
      const change = this.changeFor(event, target);
      if (change) await this.membership.change(target.id, change, tx);
      return true;
    });
  }

  /**
   * Records the event as its subscription's newest state and answers true, or answers false when a
   * newer state (or the deletion) is already stored. A deletion is final whenever it arrives. A
   * checkout's completion is older than any state of the subscription it started, so it only counts
   * while none is stored. On a tie (Stripe's times are in seconds), ended wins.
   */
  private async isNewestState(tx: EntityManager, event: BillingEvent): Promise<boolean> {
    if (!event.subscriptionId) return true;
    if (event.type === 'checkout.completed')
      return !(await this.billing.hasSubscriptionState(event.subscriptionId, tx));
    return this.billing.recordNewestState(
      {
        subscriptionId: event.subscriptionId,
        status: event.status,
        eventCreatedAt: event.createdAt,
        deleted: event.deleted,
      },
      tx,
    );
  }

  private async target(tx: EntityManager, event: BillingEvent): Promise<User | null> {
    if (event.userId) return this.users.findById(event.userId, tx);
    return event.customerId ? this.users.findByBillingCustomerId(event.customerId, tx) : null;
  }

  private changeFor(event: BillingEvent, user: User): MembershipChange | null {
    if (event.type === 'checkout.completed') {
      const billing = {
        billingCustomerId: event.customerId ?? user.billingCustomerId,
        billingSubscriptionId: event.subscriptionId ?? user.billingSubscriptionId,
      };
      if (ABOVE_PRO.has(user.membershipTier)) return billing;
      const price = PRICES[event.priceId];
      return { tier: price.tier, tierExpiresAt: expiryAfter(this.clock.now(), price.interval), ...billing };
    }
    // Only the user's current subscription counts; an older or unknown one changes nothing.
    const current = user.billingSubscriptionId === event.subscriptionId;
    if (event.status === 'ended') {
      if (!current) return null;
      // Only a bought Pro lapses; a tier an admin assigned meanwhile stays.
      return user.membershipTier === 'pro'
        ? { tier: 'free', tierExpiresAt: null, billingSubscriptionId: null }
        : { billingSubscriptionId: null };
    }
    if (user.billingSubscriptionId && !current) return null;
    if (ABOVE_PRO.has(user.membershipTier)) return { billingSubscriptionId: event.subscriptionId };
    const interval = event.priceId ? PRICES[event.priceId].interval : 'month';
    return {
      tier: 'pro',
      tierExpiresAt: event.periodEnd ?? expiryAfter(this.clock.now(), interval),
      billingCustomerId: event.customerId ?? user.billingCustomerId,
      billingSubscriptionId: event.subscriptionId,
    };
  }
}
