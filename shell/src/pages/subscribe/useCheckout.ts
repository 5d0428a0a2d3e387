import { useState } from 'react';
import type { CheckoutSessionResponse, PriceId } from '@takehome/contracts';
import { apiFetch, useAuth, useToast } from '@takehome/web-kit';
import { leaveFor } from '../../browserNavigation';

export type CheckoutState = 'idle' | 'processing';

/**
 * docs/product/journeys.md checkout: idle, processing, then the browser goes to the provider's page. Stays
 * 'processing' while the page is being left; any failure gives the one message of docs/product/copy.md and goes back to
 * idle.
 */
export function useCheckout() {
  const { user, openSignIn } = useAuth();
  const { showToast } = useToast();
  const [state, setState] = useState<CheckoutState>('idle');

  const startCheckout = async (priceId: PriceId) => {
    if (!user) {
      showToast({ title: 'Authentication Required', description: 'Please log in to subscribe.', tone: 'error' });
      openSignIn();
      return;
    }
    setState('processing');
    try {
      const { url } = await apiFetch<CheckoutSessionResponse>('/api/create-checkout-session', {
        method: 'POST',
        body: { priceId },
      });
      if (!url) throw new Error('No checkout URL received');
      leaveFor(url);
    } catch {
      showToast({
        title: 'Subscription Error',
        description: 'Failed to start subscription process. Please try again.',
        tone: 'error',
      });
      setState('idle');
    }
  };

  return { state, startCheckout };
}
