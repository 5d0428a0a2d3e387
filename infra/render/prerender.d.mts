export declare const STATIC_PAGES: string[];
export declare const RENDER_BUNDLE: string;

export interface Prerenderer {
  /** Renders every public page and every published post now; resolves the paths rendered. */
  renderAll(): Promise<string[]>;
  /** Looks for front ends deployed anew every `intervalMs`. */
  watch(intervalMs?: number): void;
  /** A post changed (svc-content's `post.changed`): renders the pages it touches; resolves once done. */
  postChanged(event: { visibleFrom: string | null }): Promise<void>;
  /** The pages rendered so far (paths). */
  pages(): string[];
  close(): Promise<void>;
}

/** What the prerenderer needs of infra/render/renderer.mjs. */
export interface PageRenderer {
  refresh(): Promise<'all' | string[]>;
  render(url: string, options: unknown): Promise<object>;
  close(): Promise<void>;
}

export declare function createPrerenderer(options: {
  baseUrl: string;
  outDir: string;
  renderer: PageRenderer;
  siteOrigin?: string;
  log?: (line: string) => void;
}): Prerenderer;
