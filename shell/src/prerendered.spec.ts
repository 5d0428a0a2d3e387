import { takeOverPrerenderedPage, whenSettled } from './prerendered';

/** The page as the gateway sends a prerendered copy, with the live app already drawn into the hidden root. */
function pageWithCopy(live: string) {
  document.head.innerHTML = '<style id="prerendered-css">.a{color:red}</style>';
  document.body.innerHTML = `
    <div id="prerendered">
      <h1>Plans &amp; Pricing</h1>
      <label for="hours">Regular Hours</label><input id="hours" value="40">
      <button type="button">Sign In</button><button type="button" data-clicked="">Get Pro</button>
    </div>
    <div id="root" hidden>${live}</div>`;
  return document.getElementById('root')!;
}

const LIVE = `
  <h1>Plans &amp; Pricing</h1>
  <div class="extra-widget"></div>
  <label for="hours">Regular Hours</label><input id="hours" value="40">
  <button type="button">Sign In</button><button type="button">Get Pro</button>`;

describe('the takeover of a prerendered page', () => {
  it('shows the app in place of the copy once nothing loads, with what the visitor typed and clicked', async () => {
    const root = pageWithCopy(LIVE);
    (document.querySelector('#prerendered input') as HTMLInputElement).value = '45';
    const liveInput = root.querySelector('input')!;
    const typed: string[] = [];
    liveInput.addEventListener('input', () => typed.push(liveInput.value));
    const clicks: string[] = [];
    root
      .querySelectorAll('button')
      .forEach((button) => button.addEventListener('click', () => clicks.push(button.textContent)));

    await takeOverPrerenderedPage(root, () => false);

    expect(document.getElementById('prerendered')).toBeNull();
    expect(document.getElementById('prerendered-css')).toBeNull();
    expect(root.hidden).toBe(false);
    expect(root.dataset.settled).toBe('true');
    expect(typed).toEqual(['45']);
    expect(clicks).toEqual(['Get Pro']);
  });

  it('finds a clicked control whose text changed with data loaded since, by its attributes', async () => {
    const root = pageWithCopy(`
      <button type="button">Sign In</button><button type="submit">Calculate Pay</button>`);
    const copyButton = document.querySelector('#prerendered button[data-clicked]')!;
    copyButton.outerHTML = '<button type="submit" data-clicked="">Calculate Pay<span>Uses: 0 / 15</span></button>';
    const clicks: string[] = [];
    root
      .querySelectorAll('button')
      .forEach((button) => button.addEventListener('click', () => clicks.push(button.textContent)));

    await takeOverPrerenderedPage(root, () => false);

    expect(clicks).toEqual(['Calculate Pay']);
  });

  it('finds a clicked or focused control whose useId-made id differs in the live app (lazy parts arrived in another order)', async () => {
    const root = pageWithCopy(`
      <button type="button" id="_r_9_-question" aria-expanded="false">How many calculations can I run for free?</button>
      <button type="button" id="_r_b_-question" aria-expanded="false">Is TakeHome free?</button>`);
    const copy = document.getElementById('prerendered')!;
    copy.querySelector('[data-clicked]')!.removeAttribute('data-clicked');
    copy.insertAdjacentHTML(
      'beforeend',
      `<button type="button" id="_r_3_-question" aria-expanded="false" data-clicked="">How many calculations can I run for free?</button>
       <button type="button" id="_r_5_-question" aria-expanded="false">Is TakeHome free?</button>`,
    );
    (copy.querySelector('#_r_5_-question') as HTMLButtonElement).focus();
    const clicks: string[] = [];
    root
      .querySelectorAll('button')
      .forEach((button) => button.addEventListener('click', () => clicks.push(button.textContent)));

    await takeOverPrerenderedPage(root, () => false);

    expect(clicks).toEqual(['How many calculations can I run for free?']);
    expect(document.activeElement?.id).toBe('_r_b_-question');
  });

  it('drops a click whose control cannot be told apart from others in the live app', async () => {
    const root = pageWithCopy(`
      <button type="button">Sign In</button><button type="button">Get Pro now</button><button type="button">Other</button>`);
    const clicks: string[] = [];
    root
      .querySelectorAll('button')
      .forEach((button) => button.addEventListener('click', () => clicks.push(button.textContent)));

    await takeOverPrerenderedPage(root, () => false);

    expect(clicks).toEqual([]);
  });

  it('waits while something is loading or a request is in flight', async () => {
    const root = pageWithCopy('<span data-loading=""></span>');
    let busy = true;
    let settled = false;
    void whenSettled(root, () => busy, 5_000).then(() => (settled = true));

    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(settled).toBe(false);
    root.innerHTML = LIVE;
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(settled).toBe(false);
    busy = false;
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(true);
  });

  it('marks a page without a copy settled and leaves it as it is', async () => {
    document.body.innerHTML = `<div id="root">${LIVE}</div>`;
    const root = document.getElementById('root')!;
    await takeOverPrerenderedPage(root, () => false);
    expect(root.dataset.settled).toBe('true');
    expect(root.hidden).toBe(false);
  });
});
