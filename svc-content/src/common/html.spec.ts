import {
  excerptOf,
  plainText,
  readTimeOf,
  sanitizePostHtml,
  slugify,
  unwrapHtml,
  visibleText,
  wordCount,
} from './html.js';

describe('sanitizePostHtml', () => {
  it('removes <script> elements with their content', () => {
    const html = sanitizePostHtml('<p>Pay day</p><script>fetch("/steal?c=" + document.cookie)</script>');
    expect(html).toBe('<p>Pay day</p>');
  });

  it('removes event-handler attributes such as onerror', () => {
    const html = sanitizePostHtml(
      '<p onclick="x()">Hi</p><img src="https://img.test/a.png" onerror="alert(1)" alt="stub">',
    );
    expect(html).not.toMatch(/on(error|click)/i);
    expect(html).toContain('<img src="https://img.test/a.png" alt="stub" />');
  });

  it('drops javascript: URLs, however they are spelled', () => {
    for (const href of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      ' javascript:alert(1)',
      'java&#x09;script:alert(1)',
    ]) {
      const html = sanitizePostHtml(`<a href="${href}">click</a>`);
      expect(html).not.toMatch(/javascript/i);
      expect(html).toContain('click');
    }
  });

  it('keeps article markup, and makes links that open a new tab safe', () => {
    const html = sanitizePostHtml(
      '<h2>Overtime</h2><table><tr><td colspan="2">1.5×</td></tr></table><a href="https://dol.gov" target="_blank">DOL</a>',
    );
    expect(html).toContain('<h2>Overtime</h2>');
    expect(html).toContain('<td colspan="2">1.5×</td>');
    expect(html).toContain('<a href="https://dol.gov" target="_blank" rel="noopener noreferrer">DOL</a>');
  });

  it('drops styles, iframes and forms', () => {
    const html = sanitizePostHtml(
      '<style>body{display:none}</style><iframe src="https://evil.test"></iframe><form action="/x"><input name="a"></form><p style="color:red">ok</p>',
    );
    expect(html).toBe('<p>ok</p>');
  });
});

describe('unwrapHtml', () => {
  it('unwraps content sent inside a ```html fence', () => {
    expect(unwrapHtml('```html\n<h2>Title</h2>\n<p>Body</p>\n```')).toBe('<h2>Title</h2>\n<p>Body</p>');
  });

  it('unwraps a fence whose closing line is missing', () => {
    expect(unwrapHtml('```\n<p>Body</p>')).toBe('<p>Body</p>');
  });

  it('reduces a full HTML document to its body', () => {
    const doc =
      '<!DOCTYPE html><html><head><title>Doc</title><style>p{}</style></head><body class="x"><p>Body</p></body></html>';
    expect(unwrapHtml(doc)).toBe('<p>Body</p>');
    expect(sanitizePostHtml('```html\n' + doc + '\n```')).toBe('<p>Body</p>');
  });

  it('leaves plain HTML alone', () => {
    expect(unwrapHtml('  <p>Body</p> ')).toBe('<p>Body</p>');
  });

  it('drops the head of a document that has no body element', () => {
    expect(sanitizePostHtml('<html><head><title>Doc</title></head><p>Body</p></html>')).toBe('<p>Body</p>');
  });
});

describe('plain text, counts and slugs', () => {
  it('turns user text into plain text, keeping what it says', () => {
    expect(plainText('<b>Great</b> post <script>alert(1)</script>& 1 < 2')).toBe('Great post & 1 < 2');
  });

  it('never decodes entities back into markup: escaped markup stays text, as typed', () => {
    expect(plainText('Hi &lt;script&gt;alert(1)&lt;/script&gt; there')).toBe(
      'Hi &lt;script&gt;alert(1)&lt;/script&gt; there',
    );
    expect(plainText('&amp;lt;img src=x onerror=alert(1)&amp;gt;ok')).toBe(
      '&amp;lt;img src=x onerror=alert(1)&amp;gt;ok',
    );
    expect(plainText('1 &lt; 2 &amp; 3 > 2')).toBe('1 &lt; 2 &amp; 3 > 2');
    for (const text of [
      'Hi &lt;script&gt;alert(1)&lt;/script&gt;',
      '&#60;img src=x onerror=alert(1)&#62;',
      '&lt;b&gt;x',
    ])
      expect(plainText(text)).not.toMatch(/<[a-z/!?]/i);
  });

  it('removes markup a removal leaves behind, and is stable', () => {
    expect(plainText('<<b>b>bold</b>')).toBe('bold');
    expect(plainText('<scr<script>ipt>alert(1)</script>ok')).not.toMatch(/<script/i);
    for (const text of ['a & b < c', 'Hi &lt;x&gt;', '<<i>i>x', 'R&amp;D'])
      expect(plainText(plainText(text))).toBe(plainText(text));
  });

  it("reads an HTML body's text as a browser shows it, with no markup in it", () => {
    expect(visibleText('<p>Overtime &amp; you: 1 &lt; 2</p>')).toBe('Overtime & you: 1 < 2');
    expect(visibleText('<p>&lt;script&gt;alert(1)&lt;/script&gt;Safe</p>')).toBe('Safe');
    expect(excerptOf('<p>Tips &amp; tricks &lt;img src=x onerror=alert(1)&gt; here</p>')).toBe('Tips & tricks here');
  });

  it('counts words across block boundaries', () => {
    expect(wordCount('<h2>Two words</h2><p>and <strong>three</strong> more</p>')).toBe(5);
  });

  it('makes read time from the word count at 200 words a minute', () => {
    expect(readTimeOf('<p>short</p>')).toBe('1 min read');
    expect(readTimeOf(`<p>${'word '.repeat(1001)}</p>`)).toBe('6 min read');
  });

  it('cuts the default excerpt at 50 words', () => {
    const words = Array.from({ length: 60 }, (_, i) => `w${i}`);
    expect(excerptOf(`<p>${words.join(' ')}</p>`)).toBe(`${words.slice(0, 50).join(' ')}…`);
    expect(excerptOf('<p>Only five words are here</p>')).toBe('Only five words are here');
  });

  it('makes slugs from titles', () => {
    expect(slugify("Overtime & You: What's New in 2026?")).toBe('overtime-you-whats-new-in-2026');
    expect(slugify('Café pay—été')).toBe('cafe-pay-ete');
    expect(slugify('!!!')).toBe('post');
    expect(slugify('a'.repeat(200))).toHaveLength(80);
  });
});
