// The page's title and description as the server render sees them (shell/src/server/render.tsx): the
// browser sets them in effects, which never run there, so the hooks that set them also note them here.

export interface ServerHead {
  title?: string;
  description?: string;
}

let head: ServerHead | null = null;

/** Server render only: starts noting the head of the page about to be rendered; resolves what was noted. */
export function collectServerHead(): ServerHead {
  head = {};
  return head;
}

/** Notes head values during a server render; does nothing in the browser. */
export function noteServerHead(values: ServerHead): void {
  if (head && typeof document === 'undefined') Object.assign(head, values);
}
