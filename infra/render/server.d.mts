import type { FastifyInstance } from 'fastify';

export declare function createRenderServer(options: {
  root: string;
  apiOrigin: string;
  assetsOrigin?: string;
  siteOrigin?: string;
  readManifest?: () => Promise<object>;
  authOrigin?: string;
  prerender?: boolean;
  refreshMs?: number;
  log?: (line: string) => void;
}): { app: FastifyInstance; prerendered: Promise<string[]> };
