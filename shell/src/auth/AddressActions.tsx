import { useEffect, useEffectEvent } from 'react';
import { useSearchParams } from '@takehome/web-kit/router';
import { isUnlimitedTier } from '@takehome/contracts';
import { useAuth, useToast } from '@takehome/web-kit';
import { takeToastFromLastPage } from './afterSignIn';

/** After checkout the webhook may land a moment after the buyer: look again this often, this many times. */
const UPGRADE_CHECK_INTERVAL_MS = 2_000;
const UPGRADE_CHECKS = 10;

/**
 * Acts on addresses that carry an instruction, then tidies them away: /?signin=1 (the footer's
 * /api/login link) opens the sign-in dialog; /?upgraded=pro (back from checkout) renews the token until
 * it carries the paid tier. Also shows the toast the previous page left before it reloaded.
 */
export function AddressActions() {
  const [params, setParams] = useSearchParams();
  const { openSignIn, refresh } = useAuth();
  const { showToast } = useToast();

  const welcomeUpgrade = useEffectEvent(async () => {
    for (let check = 0; check < UPGRADE_CHECKS; check += 1) {
      const user = await refresh();
      if (!user) return;
      if (isUnlimitedTier(user.membershipTier)) {
        showToast({
          title: 'Welcome to Pro!',
          description: 'Unlimited calculations, export and analytics are unlocked.',
          tone: 'success',
        });
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, UPGRADE_CHECK_INTERVAL_MS));
    }
  });

  const act = useEffectEvent(() => {
    const signIn = params.get('signin') === '1';
    const upgraded = params.has('upgraded');
    if (!signIn && !upgraded) return;
    const rest = new URLSearchParams(params);
    rest.delete('signin');
    rest.delete('upgraded');
    setParams(rest, { replace: true });
    if (signIn) openSignIn();
    if (upgraded) void welcomeUpgrade();
  });

  const showLastPageToast = useEffectEvent(() => {
    const toast = takeToastFromLastPage();
    if (toast) showToast(toast);
  });

  useEffect(() => act(), [params]);
  useEffect(() => showLastPageToast(), []);
  return null;
}
