export declare const PREVIOUS_RELEASE: { release: string; commit: string; apps: string[] };
/** Builds the release's front ends once; returns the folder holding `<app>/dist` for each of `apps`. */
export declare function buildPreviousRelease(options?: { commit?: string; apps?: string[] }): string;
