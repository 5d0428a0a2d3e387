import type { CataloguePrice } from '../plans/catalogue.js';
import type { User } from '../users/user.entity.js';

export const PAYMENT_PROVIDER = Symbol('PAYMENT_PROVIDER');

/** Where checkout happens: Stripe, or the local demo page (docs/product/outside-services.md). */
export interface PaymentProvider {
  /**
   * Starts a checkout for the user and answers the URL to send the browser to. `answerOf` makes the
   * request's answer from the URL: a provider that stores the checkout in this service's database
   * stores that answer with the request's idempotency key in the same transaction.
   */
  createCheckout(user: User, price: CataloguePrice, answerOf: (url: string) => unknown): Promise<string>;
}
