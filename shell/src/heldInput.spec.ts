import { holdVisitorInput } from './heldInput';

/** A server-rendered page on which the visitor typed and clicked before the app hydrated it. */
function pageWithInput() {
  document.body.innerHTML = `
    <div id="root">
      <input type="search" value="" aria-label="Search articles">
      <input type="checkbox" aria-label="Union Member">
      <button type="button">Sign In</button><button type="button" data-clicked="">Get Pro</button>
    </div>`;
  const root = document.getElementById('root')!;
  const [search, union] = root.querySelectorAll('input');
  search.value = 'overtime';
  union.checked = true;
  return { root, search, union };
}

describe('input made before hydration', () => {
  it('puts the fields back as the server rendered them, then types and clicks again once hydrated', () => {
    const { root, search, union } = pageWithInput();

    const giveBack = holdVisitorInput(root);

    expect(search.value).toBe('');
    expect(union.checked).toBe(false);
    // Clicks stay held (after-paint.js) until the app has the typing back.
    expect(root.dataset.hydrating).toBeUndefined();

    const typed: string[] = [];
    search.addEventListener('input', () => typed.push(search.value));
    const clicks: string[] = [];
    root.addEventListener('click', (event) =>
      clicks.push((event.target as HTMLElement).textContent || (event.target as HTMLElement).ariaLabel || ''),
    );
    giveBack();

    expect(typed).toEqual(['overtime']);
    expect(union.checked).toBe(true);
    expect(clicks).toEqual(['Union Member', 'Get Pro']);
    expect(root.querySelector('[data-clicked]')).toBeNull();
    expect(root.dataset.hydrating).toBe('');
  });

  it('also gives back what was typed and clicked while the page hydrated, typing first, once', () => {
    document.body.innerHTML = `
      <div id="root">
        <input aria-label="First name" value=""><input aria-label="Email address" value="">
        <button type="submit">Subscribe</button>
      </div>`;
    const root = document.getElementById('root')!;
    const [name, email] = root.querySelectorAll('input');
    name.value = 'Robin';
    const giveBack = holdVisitorInput(root);
    // Typed and clicked after the hold, while React hydrated (after-paint.js marked the held click).
    email.value = 'robin@example.com';
    root.querySelector('button')!.setAttribute('data-clicked', '');

    const events: string[] = [];
    root.addEventListener('input', (event) => events.push(`input ${(event.target as HTMLInputElement).value}`));
    root.addEventListener('click', (event) => events.push(`click ${(event.target as HTMLElement).textContent}`));
    giveBack();
    giveBack();

    expect(events).toEqual(['input Robin', 'input robin@example.com', 'click Subscribe']);
    expect([name.value, email.value]).toEqual(['Robin', 'robin@example.com']);
  });

  it('has nothing to give back when the visitor did nothing', () => {
    document.body.innerHTML = '<div id="root"><input value="40"><button>Sign In</button></div>';
    const root = document.getElementById('root')!;
    const events: string[] = [];
    root.addEventListener('input', () => events.push('input'));
    root.addEventListener('click', () => events.push('click'));
    holdVisitorInput(root)();
    expect(events).toEqual([]);
  });
});
