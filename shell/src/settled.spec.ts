import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { markWhenSettled, PageMounted, resetPageMounted, whenSettled } from './settled';

// React's act() in a plain root, outside Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

function pageRoot(html: string) {
  document.body.innerHTML = `<div id="root">${html}</div>`;
  return document.getElementById('root')!;
}

describe('#root[data-settled]', () => {
  beforeEach(() => resetPageMounted(true));

  it('is set once nothing in the page loads and no request is in flight', async () => {
    const root = pageRoot('<h1>FAQ</h1><span hidden data-loading=""></span>');
    let fetching = true;
    const settled = markWhenSettled(root, () => fetching);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(root.dataset.settled).toBeUndefined();
    root.querySelector('[data-loading]')!.remove();
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(root.dataset.settled).toBeUndefined();
    fetching = false;
    await settled;
    expect(root.dataset.settled).toBe('true');
  });

  it('waits for the page to be mounted by React (server markup alone is not enough)', async () => {
    resetPageMounted(false);
    const root = pageRoot('<h1>FAQ</h1>');
    let done = false;
    const settled = whenSettled(root, () => false).then(() => (done = true));
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(done).toBe(false);
    const host = document.createElement('div');
    document.body.append(host);
    act(() => {
      createRoot(host).render(createElement(PageMounted));
    });
    await settled;
    expect(done).toBe(true);
  });

  it('is set after the timeout even if something keeps loading', async () => {
    const root = pageRoot('<span data-loading=""></span>');
    const started = Date.now();
    await whenSettled(root, () => false, 200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });
});
