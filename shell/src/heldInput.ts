// What a visitor did on a server-rendered page before the app hydrated it: the markup is on screen and
// usable before any of the app's code runs, but React sees nothing until it has hydrated. Typing goes
// into the fields (kept here and typed again, so the app's state has it); a click on a control is held by
// infra/gateway/after-paint.js (the control marked `data-clicked`) and given to the app. Links just work.
// Hydration keeps the server's elements, so each is given back to the very element it was made on.

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isToggle = (field: Field): field is HTMLInputElement =>
  field instanceof HTMLInputElement && (field.type === 'checkbox' || field.type === 'radio');

function changedByVisitor(field: Field): boolean {
  if (field instanceof HTMLSelectElement) return [...field.options].some((o) => o.selected !== o.defaultSelected);
  if (isToggle(field)) return field.checked !== field.defaultChecked;
  return field.value !== field.defaultValue;
}

/** Puts a field back as the server rendered it, which is what hydration expects to find. */
function reset(field: Field): void {
  if (field instanceof HTMLSelectElement) for (const option of field.options) option.selected = option.defaultSelected;
  else if (isToggle(field)) field.checked = field.defaultChecked;
  else field.value = field.defaultValue;
}

/** Sets a field the way typing would, so React's onChange sees it. */
function typeInto(field: Field, value: string, checked: boolean): void {
  if (isToggle(field)) {
    if (field.checked !== checked) field.click();
    return;
  }
  const prototype = Object.getPrototypeOf(field) as object;
  // eslint-disable-next-line @typescript-eslint/unbound-method -- the native setter is called on the field with .call(field) below (that is what React's value tracker sees)
  const setValue = Object.getOwnPropertyDescriptor(prototype, 'value')?.set;
  setValue?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

const fieldsOf = (root: HTMLElement) => [...root.querySelectorAll<Field>('input, textarea, select')];

/**
 * Called just before hydrating `root`: takes what the visitor typed, leaves the markup as the server
 * rendered it, and resolves a function that gives the typing and the held click to the hydrated app.
 * Clicks stay held until then (after-paint.js holds them until `data-hydrating`): React would replay a
 * click as soon as its part had hydrated, before the typing it depends on was given back.
 */
export function holdVisitorInput(root: HTMLElement): () => void {
  const typed = fieldsOf(root)
    .filter(changedByVisitor)
    .map((field) => ({ field, value: field.value, checked: isToggle(field) && field.checked }));
  for (const { field } of typed) reset(field);
  let given = false;
  return () => {
    if (given) return;
    given = true;
    // From here on the app has the page's events.
    root.dataset.hydrating = '';
    const clicked = root.querySelector<HTMLElement>('[data-clicked]');
    clicked?.removeAttribute('data-clicked');
    // What was typed while React hydrated is in the fields but not in the app's state: put back as
    // rendered, then typed again like the rest.
    const held = new Set<Field>(typed.map(({ field }) => field));
    for (const field of fieldsOf(root))
      if (!held.has(field) && changedByVisitor(field)) {
        typed.push({ field, value: field.value, checked: isToggle(field) && field.checked });
        reset(field);
      }
    for (const { field, value, checked } of typed) if (field.isConnected) typeInto(field, value, checked);
    if (clicked?.isConnected) clicked.click();
  };
}
