import type { CheckoutSessionResponse } from '@takehome/contracts';

/** Where the browser goes to pay: Stripe's checkout page or the demo page. */
export function toCheckoutSessionResponse(url: string): CheckoutSessionResponse {
  return { url };
}
