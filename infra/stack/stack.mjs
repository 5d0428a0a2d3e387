// The whole product on one machine: database, NATS, four services and the gateway at one URL.
// Used by `npm start` and by the browser tests (with their own database and stream).
import { SERVICES } from '@takehome/contracts';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { createGateway } from '../gateway/gateway.mjs';
import { createPrerenderer, RENDER_BUNDLE } from '../prerender/prerender.mjs';
import { createRenderer } from '../render/renderer.mjs';
import { ensureNats, ensurePostgres } from './infrastructure.mjs';
import { provisionDatabase, startServices, stopServices, waitHealthy } from './services.mjs';

/**
 * @param {{ root: string, dataDir: string, port: number, database?: string,
 *   servicePorts?: Record<string, number | number[]>, replicas?: number,
 *   env?: Record<string,string>, log?: (line: string) => void, prerender?: boolean,
 *   prerenderRefreshMs?: number }} options
 * @returns the URL, the database kind, `prerendered` (resolves the pages drawn at start) and `stop()`
 */
export async function startStack({
  root,
  dataDir,
  port,
  database = 'takehome',
  servicePorts,
  replicas = Number(process.env.REPLICAS ?? 1),
  env = {},
  log = console.log,
  prerender = process.env.PRERENDER !== '0',
  prerenderRefreshMs = Number(process.env.PRERENDER_REFRESH_SECONDS ?? 10) * 1000,
}) {
  const cleanups = [];
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const postgres = await ensurePostgres({ dataDir, log });
    cleanups.push(postgres.stop);
    const nats = await ensureNats({ dataDir, log });
    cleanups.push(nats.stop);

    const databaseUrls = await provisionDatabase({
      adminUrl: postgres.adminUrl,
      database,
      kind: postgres.kind,
      secret: env.DATABASE_ROLE_SECRET ?? process.env.DATABASE_ROLE_SECRET ?? 'takehome-local',
    });
    const ports = servicePorts ?? Object.fromEntries(Object.entries(SERVICES).map(([name, s]) => [name, s.port]));
    const publicUrl = env.PUBLIC_URL ?? `http://localhost:${port}`;
    const children = startServices({
      root,
      databaseUrls,
      natsUrl: nats.url,
      ports,
      replicas,
      env: {
        LOG_LEVEL: 'warn',
        AUTH_ISSUER: `http://127.0.0.1:${Array.isArray(ports.identity) ? ports.identity[0] : ports.identity}`,
        PUBLIC_URL: publicUrl,
        ...(postgres.kind === 'pglite' ? { DATABASE_POOL_SIZE: '4', DATABASE_PREPARE_STATEMENTS: 'false' } : {}),
        ...env,
      },
      log,
    });
    cleanups.push(() => stopServices(children));
    await waitHealthy(children);

    const prerenderedDir = join(dataDir, 'prerendered');
    rmSync(prerenderedDir, { recursive: true, force: true });
    const gateway = createGateway({
      root,
      // Each service's replicas, round-robin (one URL when it runs alone).
      services: Object.fromEntries(
        Object.keys(ports).map((name) => [name, children.filter((c) => c.name === name).map((c) => c.url)]),
      ),
      prerenderedDir,
    });
    await gateway.listen({ port, host: '0.0.0.0' });
    cleanups.push(() => gateway.close());

    // First paint without JavaScript: the public pages rendered on the server once the stack is up, then again when posts change.
    let prerendered = Promise.resolve([]);
    if (prerender) {
      const baseUrl = `http://127.0.0.1:${port}`;
      const prerenderer = createPrerenderer({
        baseUrl,
        outDir: prerenderedDir,
        // The remotes as the browser finds them: the gateway's manifest, each remote's server container.
        renderer: createRenderer({ bundle: join(root, RENDER_BUNDLE), manifestUrl: `${baseUrl}/remotes.json`, log }),
        siteOrigin: publicUrl,
        log,
      });
      cleanups.push(() => prerenderer.close());
      prerendered = prerenderer.renderAll().catch((error) => {
        log(`prerender: ${error.message.split('\n')[0]}`);
        return [];
      });
      prerenderer.watch(prerenderRefreshMs);
    }
    return { url: publicUrl, postgres: postgres.kind, prerendered, services: children, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
