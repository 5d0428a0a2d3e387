// A public page may arrive prerendered (infra/prerender): the page as the app drew it for an anonymous
// visitor, in `#prerendered`, with its styles, so it paints before any JavaScript runs. The app renders
// meanwhile into the hidden `#root`; once it has settled (its route loaded, no spinner or skeleton, no
// request in flight) it takes the place of the copy in one frame, carrying over what the visitor typed,
// where the focus was and a click on a control. The same settling marks `#root[data-settled]`, which
// the prerenderer waits for.

/** Anything still loading marks itself with this attribute (Spinner, Skeleton). */
export const LOADING_SELECTOR = '[data-loading]';
/** The app is shown by then even if something is still loading. */
const SETTLE_TIMEOUT_MS = 10_000;
/** Nothing loading for this long counts as settled (a query may start right after a chunk arrives). */
const QUIET_MS = 60;

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  if (field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio'))
    return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** Sets a field the way typing would, so React's onChange sees it. */
function typeInto(target: Field, from: Field): void {
  if (target instanceof HTMLInputElement && (target.type === 'checkbox' || target.type === 'radio')) {
    if (target.checked !== (from as HTMLInputElement).checked) target.click();
    return;
  }
  const prototype = Object.getPrototypeOf(target) as object;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the native setter is called on the field with .call(target) below (that is what React's value tracker sees)
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  setValue?.call(target, from.value);
  target.dispatchEvent(new Event('input', { bubbles: true }));
  target.dispatchEvent(new Event('change', { bubbles: true }));
}

/**
 * An id React made with useId (`_r_5_`, `_r_5_-question`) counts the hooks mounted so far in that page's
 * life, so the copy's and the live app's differ whenever lazy parts arrived in another order.
 */
const REACT_CLIENT_ID = /_[rR]_[0-9a-zA-Z]+_/;

/** What identifies a control apart from its text: its tag, own id, name, type, label and link. */
function attributes(element: Element): string {
  const values = ['id', 'name', 'type', 'aria-label', 'href'].map((name) => element.getAttribute(name) ?? '');
  if (REACT_CLIENT_ID.test(values[0])) values[0] = '';
  return [element.tagName, ...values].join('\u0000');
}

/** What makes a control recognisable: its attributes and its text. */
function signature(element: Element): string {
  return `${attributes(element)}\u0000${element.textContent?.trim() ?? ''}`;
}

/** The n-th live element alike by `key` for the n-th such in the copy; when `sameCount`, only if both have as many. */
function nthAlike(element: Element, copy: Element, root: HTMLElement, key: (e: Element) => string, sameCount: boolean) {
  const wanted = key(element);
  const inCopy = [...copy.querySelectorAll(element.tagName)].filter((e) => key(e) === wanted);
  const live = [...root.querySelectorAll<HTMLElement>(element.tagName)].filter((e) => key(e) === wanted);
  if (sameCount && inCopy.length !== live.length) return null;
  return live[inCopy.indexOf(element)] ?? null;
}

/**
 * The live app's element for one of the copy's: the one with the same signature, the n-th of them as
 * in the copy. Structure may differ a little (a widget arrived in one and not the other); controls do not.
 * A control's text may, when it shows data loaded meanwhile ('Uses: 0 / 15'): then its attributes decide,
 * as long as they single it out the same way in both.
 */
function counterpart(element: Element | null, copy: Element, root: HTMLElement): HTMLElement | null {
  if (!element || element === copy || !copy.contains(element)) return null;
  return nthAlike(element, copy, root, signature, false) ?? nthAlike(element, copy, root, attributes, true);
}

/** Replaces the prerendered copy by the live app in one frame, then replays the visitor's last click. */
function reveal(copy: HTMLElement, root: HTMLElement, clicked: Element | null): void {
  const focused = document.activeElement;
  const typed = [...copy.querySelectorAll<Field>('input, textarea, select')].filter(changedByVisitor);
  const targets = typed.map((field) => [counterpart(field, copy, root), field] as const);
  const focusTarget = counterpart(focused, copy, root);
  const clickTarget = counterpart(clicked, copy, root);
  copy.remove();
  document.getElementById('prerendered-css')?.remove();
  root.hidden = false;
  for (const [target, field] of targets) if (target) typeInto(target as Field, field);
  focusTarget?.focus();
  clickTarget?.click();
}

/**
 * Resolves once `root` has content and nothing in it has been loading for a moment (or after the timeout).
 * `busy` tells whether requests are in flight (the query client's count).
 */
export function whenSettled(root: HTMLElement, busy: () => boolean, timeoutMs = SETTLE_TIMEOUT_MS): Promise<void> {
  return new Promise((resolve) => {
    let quietSince = 0;
    const started = Date.now();
    const check = () => {
      const loading = !root.hasChildNodes() || root.querySelector(LOADING_SELECTOR) !== null || busy();
      const now = Date.now();
      if (loading) quietSince = 0;
      else quietSince ||= now;
      if ((quietSince && now - quietSince >= QUIET_MS) || now - started >= timeoutMs) {
        clearInterval(timer);
        resolve();
      }
    };
    const timer = setInterval(check, 20);
  });
}

/** Shows the live app in place of the prerendered copy once it has settled; marks the root settled either way. */
export function takeOverPrerenderedPage(root: HTMLElement, busy: () => boolean): Promise<void> {
  const copy = document.getElementById('prerendered');
  return whenSettled(root, busy).then(() => {
    // infra/gateway/after-paint.js marks the control clicked on the copy before the app was there.
    if (copy) reveal(copy, root, copy.querySelector('[data-clicked]'));
    root.dataset.settled = 'true';
  });
}
