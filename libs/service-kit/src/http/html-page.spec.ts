import { escapeHtml, standalonePage } from './html-page.js';

describe('escapeHtml', () => {
  it('escapes the five characters that can end text or an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('plain text')).toBe('plain text');
  });
});

describe('standalonePage', () => {
  it('writes a no-index page with the escaped title, the styles and the body as given', () => {
    const page = standalonePage({ title: 'Tom & <Jerry>', css: ' main { color: red; } ', body: '<main>Hi</main>' });
    expect(page.startsWith('<!doctype html>\n<html lang="en">')).toBe(true);
    expect(page).toContain('<meta name="robots" content="noindex">');
    expect(page).toContain('<title>Tom &amp; &lt;Jerry&gt;</title>');
    expect(page).toContain('<style>\nmain { color: red; }\n</style>');
    expect(page).toContain('<body>\n<main>Hi</main>\n</body>');
    expect(page).not.toContain('<script');
  });
});
