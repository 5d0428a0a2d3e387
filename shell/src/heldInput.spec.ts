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
    expect(root.querySelector('[data-clicked]')).toBeNull();
    expect(root.dataset.hydrating).toBe('');

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
