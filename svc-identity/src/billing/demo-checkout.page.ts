import { escapeHtml, standalonePage } from '@takehome/service-kit';
import { PRICES } from '../plans/catalogue.js';
import type { CheckoutSession } from './checkout-session.entity.js';
import type { DemoCheckoutState } from './demo-payments.js';

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The demo checkout page: self-contained HTML, no script, styles inline (the kit's CSP allows them). */
export function demoCheckoutPage(session: CheckoutSession, state: DemoCheckoutState, email: string): string {
  const price = PRICES[session.priceId];
  const amount = `${money.format(price.amountCents / 100)} / ${price.interval}`;
  const body = {
    open: `<form method="post" action="/api/checkout/demo/${session.id}/complete">
        <button type="submit">Pay ${escapeHtml(amount)}</button>
      </form>
      <a href="/pricing">Cancel and go back to pricing</a>`,
    completed: `<p>This checkout is complete. Your Pro plan is active.</p><a href="/">Back to the calculator</a>`,
    expired: `<p>This checkout session has expired.</p><a href="/pricing">Start again from the pricing page</a>`,
  }[state];
  return standalonePage({
    title: 'TakeHome checkout — Test mode',
    css: `
body { font-family: system-ui, sans-serif; background: #f4f6f8; color: #1c2430; margin: 0; }
.banner { background: #fff4d6; border-bottom: 1px solid #e8c65a; padding: 12px; text-align: center; font-weight: 600; }
main { max-width: 420px; margin: 48px auto; background: #fff; border-radius: 12px; padding: 32px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
h1 { font-size: 1.4rem; margin: 0 0 4px; }
.amount { font-size: 2rem; font-weight: 700; margin: 16px 0; }
.muted { color: #5b6675; font-size: .9rem; }
button { width: 100%; padding: 14px; border: 0; border-radius: 8px; background: #1f6feb; color: #fff; font-size: 1rem; font-weight: 600; cursor: pointer; margin: 16px 0; }
a { color: #1f6feb; }`,
    body: `
<div class="banner">Test mode — no payment taken</div>
<main>
  <h1>TakeHome Pro</h1>
  <p class="muted">${price.interval === 'year' ? 'Billed yearly' : 'Billed monthly'} · ${escapeHtml(email)}</p>
  <div class="amount">${escapeHtml(amount)}</div>
  ${body}
</main>`,
  });
}
