export declare const STATIC_PAGES: string[];
export declare const RENDER_BUNDLE: string;

export interface Prerenderer {
  /** Renders every public page and every published post now; resolves the paths rendered. */
  renderAll(): Promise<string[]>;
  /** Looks for published, edited or withdrawn posts every `intervalMs` and renders what they change. */
  watch(intervalMs?: number): void;
  /** The pages rendered so far (paths). */
  pages(): string[];
  close(): Promise<void>;
}

export declare function createPrerenderer(options: {
  baseUrl: string;
  outDir: string;
  bundle: string;
  siteOrigin?: string;
  log?: (line: string) => void;
  buildVersion?: () => string;
  bundleIsCurrent?: () => boolean;
}): Prerenderer;
