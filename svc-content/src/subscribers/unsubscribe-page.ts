import { escapeHtml, standalonePage } from '@takehome/service-kit';

/** The small page an unsubscribe link opens. */
export function unsubscribePage(publicUrl: string, email: string | null): string {
  const home = escapeHtml(publicUrl);
  const [title, text] = email
    ? [
        "You're unsubscribed",
        `${escapeHtml(email)} will no longer receive TakeHome tips. Changed your mind? Sign up again from any newsletter form on <a href="${home}">TakeHome</a>.`,
      ]
    : [
        'This unsubscribe link is not valid',
        `It may have been copied incompletely. Open the link from your latest TakeHome email again, or <a href="${home}/contact">contact us</a> and we will remove you by hand.`,
      ];
  return standalonePage({
    title: `${title} · TakeHome`,
    css: `
body { font-family: system-ui, sans-serif; background: #f5f7fa; color: #1f2933; margin: 0; }
main { max-width: 32rem; margin: 15vh auto; background: #fff; padding: 2rem; border-radius: 12px; box-shadow: 0 2px 12px rgba(0,0,0,.08); }
h1 { font-size: 1.5rem; margin-top: 0; }
a { color: #1d6fd8; }`,
    body: `
<main>
<h1>${title}</h1>
<p>${text}</p>
<p><a href="${home}">Back to TakeHome</a></p>
</main>`,
  });
}
