import { useCallback, useEffect, useRef, useState } from 'react';
import { shouldOpenPostCalculationPrompt } from '@takehome/web-kit';

/** docs/product/copy.md: a prompt opens 2 s after the calculation that earns it. */
export const PROMPT_DELAY_MS = 2000;

/** A visitor who closed the post-calculation prompt is not asked again in this tab's visit. */
const PROMPT_DECLINED_KEY = 'takehome.post-calculation-declined';
function promptDeclined(): boolean {
  try {
    return sessionStorage.getItem(PROMPT_DECLINED_KEY) === '1';
  } catch {
    return false;
  }
}
function declinePrompt(): void {
  try {
    sessionStorage.setItem(PROMPT_DECLINED_KEY, '1');
  } catch {
    // Without session storage the prompt follows its schedule alone.
  }
}

export type CalculatorDialog =
  | { kind: 'postCalculation'; count: number }
  | { kind: 'upgrade' }
  | { kind: 'join'; save?: boolean }
  | { kind: 'limitReached'; limit: number; resetAt: Date | null }
  | { kind: 'outOfCalculations'; message: string; resetAt: Date | null };

export interface CountedCalculation {
  /** The visitor's calculations so far, this one included. */
  count: number;
  limit: number | null;
  used: number;
  resetAt: Date | null;
}

/**
 * The calculator's one open dialog. The limit dialogs open at once and replace anything open;
 * prompts (post-calculation, upgrade) wait 2 s and open only when nothing else is open.
 */
export function useCalculatorDialogs(showUpgradePrompt: boolean) {
  const [dialog, setDialog] = useState<CalculatorDialog | null>(null);
  // Read when a prompt's 2 s are up: the funnel has counted the calculation by then.
  const upgradeDue = useRef(showUpgradePrompt);
  const upgradeOffered = useRef(false);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  useEffect(() => {
    upgradeDue.current = showUpgradePrompt;
  }, [showUpgradePrompt]);
  useEffect(() => {
    const pending = timers.current;
    return () => pending.forEach(clearTimeout);
  }, []);

  const promptLater = useCallback((choose: () => CalculatorDialog | null) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      const next = choose();
      if (next) setDialog((current) => current ?? next);
    }, PROMPT_DELAY_MS);
    timers.current.add(timer);
  }, []);

  const afterCalculation = useCallback(
    ({ count, limit, used, resetAt }: CountedCalculation) => {
      if (limit !== null && used >= limit) {
        // A prompt still waiting would open behind the limit dialog with an older count.
        timers.current.forEach(clearTimeout);
        timers.current.clear();
        setDialog({ kind: 'limitReached', limit, resetAt });
        return;
      }
      promptLater(() => {
        if (shouldOpenPostCalculationPrompt(count)) return promptDeclined() ? null : { kind: 'postCalculation', count };
        // The funnel's upgrade prompt (its timing is an A/B test) is offered once per visit.
        if (!upgradeDue.current || upgradeOffered.current) return null;
        upgradeOffered.current = true;
        return { kind: 'upgrade' };
      });
    },
    [promptLater],
  );

  const refused = useCallback(
    (message: string, resetAt: Date | null) => setDialog({ kind: 'outOfCalculations', message, resetAt }),
    [],
  );
  const open = useCallback(
    (kind: 'join' | 'upgrade', options: { save?: boolean } = {}) =>
      setDialog(kind === 'join' ? { kind, save: options.save } : { kind }),
    [],
  );
  const close = useCallback(
    () =>
      setDialog((current) => {
        if (current?.kind === 'postCalculation') declinePrompt();
        return null;
      }),
    [],
  );

  return { dialog, afterCalculation, refused, open, close };
}
