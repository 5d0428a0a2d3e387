// The whole product on one machine: database, NATS, four services and the gateway at one URL.
// Used by `npm start` and by the browser tests (with their own database and stream).
import { SERVICES } from '@takehome/contracts';
import { rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createGateway, REMOTES } from '../gateway/gateway.mjs';
import { createPrerenderer, RENDER_BUNDLE } from '../prerender/prerender.mjs';
import { ensureNats, ensurePostgres } from './infrastructure.mjs';
import { provisionDatabase, rollingRestart, startServices, stopServices, waitHealthy } from './services.mjs';

/** Changes whenever the shell or a remote is built again: the times their entry files were written. */
function frontEndBuild(root) {
  return ['shell/dist/index.html', RENDER_BUNDLE, ...REMOTES.map((remote) => `${remote}/dist/mf-manifest.json`)]
    .map((file) => statSync(join(root, file), { throwIfNoEntry: false })?.mtimeMs ?? 0)
    .join(',');
}

/** Whether the server render was built after every front end (it carries their code; shell/rspack.server.config.mjs). */
function renderBundleIsCurrent(root) {
  const [shell, bundle, ...remotes] = frontEndBuild(root).split(',').map(Number);
  return bundle >= Math.max(shell, ...remotes);
}

/**
 * @param {{ root: string, dataDir: string, port: number, database?: string,
 *   servicePorts?: Record<string, number | number[]>, replicas?: number,
 *   env?: Record<string,string>, log?: (line: string) => void, prerender?: boolean,
 *   prerenderRefreshMs?: number }} options
 * @returns the URL, the database kind, `prerendered` (resolves the pages drawn at start), `stop()` and
 *   `rollingRestart(names?)`
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
  prerenderRefreshMs = Number(process.env.PRERENDER_REFRESH_SECONDS ?? 60) * 1000,
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
        ...(nats.streamReplicas ? { NATS_STREAM_REPLICAS: String(nats.streamReplicas) } : {}),
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
      upstreamLog: log,
    });
    await gateway.listen({ port, host: '0.0.0.0' });
    cleanups.push(() => gateway.close());

    // First paint without JavaScript: the public pages rendered on the server once the stack is up, then again when posts change.
    let prerendered = Promise.resolve([]);
    if (prerender) {
      const prerenderer = createPrerenderer({
        baseUrl: `http://127.0.0.1:${port}`,
        outDir: prerenderedDir,
        bundle: join(root, RENDER_BUNDLE),
        siteOrigin: publicUrl,
        log,
        buildVersion: () => frontEndBuild(root),
        bundleIsCurrent: () => renderBundleIsCurrent(root),
      });
      cleanups.push(() => prerenderer.close());
      prerendered = prerenderer.renderAll().catch((error) => {
        log(`prerender: ${error.message.split('\n')[0]}`);
        return [];
      });
      prerenderer.watch(prerenderRefreshMs);
    }
    /** Replaces the named services' replicas (all four by default) one at a time, each ready before the next stops. */
    const restart = (names = Object.keys(ports)) => rollingRestart(children, names, { log });
    return { url: publicUrl, postgres: postgres.kind, prerendered, services: children, stop, rollingRestart: restart };
  } catch (error) {
    await stop();
    throw error;
  }
}
