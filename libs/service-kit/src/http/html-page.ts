import escape from 'escape-html';

/** Text or an attribute value for HTML (and XML): `& < > " '` escaped, through escape-html. */
export function escapeHtml(text: string): string {
  return escape(text);
}

export interface StandalonePage {
  /** Plain text for <title> (escaped here). */
  title: string;
  /** The page's own styles, inline (the kit's CSP allows inline styles, not scripts). */
  css: string;
  /** The body's markup, its text already escaped by the caller. */
  body: string;
}

/** A small self-contained page a service answers itself (unsubscribe, demo checkout): no script, kept out of search. */
export function standalonePage({ title, css, body }: StandalonePage): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
<style>
${css.trim()}
</style>
</head>
<body>
${body.trim()}
</body>
</html>
`;
}
