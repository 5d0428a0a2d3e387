import sanitizeHtml from 'sanitize-html';

/** A default excerpt is the first 50 words (docs/product/blog.md). */
const EXCERPT_WORDS = 50;
const WORDS_PER_MINUTE = 200;

const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img'],
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  // A document's <head> (title, meta, styles) is not part of the article.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'head', 'title'],
  transformTags: {
    a: (tagName, attribs) => ({
      tagName,
      attribs: attribs.target ? { ...attribs, target: '_blank', rel: 'noopener noreferrer' } : attribs,
    }),
  },
};

const NO_TAGS: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: POST_HTML.nonTextTags,
};

const FENCED = /^```[\w-]*[ \t]*\r?\n([\s\S]*?)(?:\r?\n)?(?:```\s*)?$/;
const BODY = /<body[^>]*>([\s\S]*?)(?:<\/body>|$)/i;

/** The inside of a Markdown code fence (```html … ```), or the text itself when it is not fenced. */
export function unfence(text: string): string {
  const trimmed = text.trim();
  return FENCED.exec(trimmed)?.[1].trim() ?? trimmed;
}

/** Content sent inside a code fence, or as a whole HTML document, is reduced to the article itself (docs/product/blog.md). */
export function unwrapHtml(raw: string): string {
  const html = unfence(raw);
  const body = BODY.exec(html);
  return body ? body[1].trim() : html;
}

/** Post HTML as stored and as served — no scripts, event handlers or `javascript:` URLs (docs/product/blog.md). */
export function sanitizePostHtml(raw: string): string {
  return sanitizeHtml(unwrapHtml(raw), POST_HTML).trim();
}

/** sanitize-html escapes these four in the text it writes; undone exactly once to read that text back. */
function decodeEscapes(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');
}

const MAX_TEXT_PASSES = 8;

/** The sanitiser in text mode: no tag survives, and neither does what script, style and the like contain. */
export function textOnly(html: string): string {
  return decodeEscapes(sanitizeHtml(html, NO_TAGS));
}

/**
 * The text a reader sees in an HTML body (excerpts, word counts, an AI answer's <h1>): tags removed,
 * entities read once, as a browser shows them (`&amp;` is `&`). Text that reads as markup once decoded
 * (`&lt;script&gt;`) is removed with the markup, so what comes out never holds a tag.
 */
export function visibleText(html: string): string {
  return plainText(textOnly(html));
}

/**
 * What someone typed as plain text (a comment, a name, a tag, an excerpt), for showing as text: tags are
 * removed and everything else is kept as written. Entities are never decoded: a visitor's
 * `&lt;script&gt;` stays those characters, text that never turns into markup. The text is stripped
 * again until stripping changes nothing, so markup left behind by a removal (`<<b>b>`) goes too.
 */
export function plainText(input: string): string {
  let text = input;
  for (let pass = 0; pass < MAX_TEXT_PASSES; pass += 1) {
    // Every `&` typed is read by the parser as that character, never as the start of an entity.
    const next = textOnly(text.replace(/&/g, '&amp;'));
    if (next === text) return text.trim();
    text = next;
  }
  return '';
}

/** The words of an HTML body, block boundaries counted as spaces. */
function wordsOf(html: string): string[] {
  const spaced = html.replace(
    /<\/?(p|div|h[1-6]|li|ul|ol|br|hr|tr|td|th|table|blockquote|pre|figure|figcaption|section|article)\b[^>]*>/gi,
    ' ',
  );
  return visibleText(spaced).split(/\s+/).filter(Boolean);
}

export function wordCount(html: string): number {
  return wordsOf(html).length;
}

/** '7 min read' at 200 words a minute, at least one minute. */
export function readTimeOf(html: string): string {
  return `${Math.max(1, Math.ceil(wordCount(html) / WORDS_PER_MINUTE))} min read`;
}

export function excerptOf(html: string, words = EXCERPT_WORDS): string {
  const all = wordsOf(html);
  return all.length > words ? `${all.slice(0, words).join(' ')}…` : all.join(' ');
}

/** 'Overtime & You: 2025 Guide' → 'overtime-you-2025-guide'. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+/, '')
    .slice(0, 80)
    .replace(/-+$/, '');
  return slug || 'post';
}
