// The whole product on one machine: database, NATS, four services and the gateway at one URL.
// Used by `npm start` and by the browser tests (with their own database and stream).
import { SERVICES } from '@takehome/contracts';
import { createGateway } from '../gateway/gateway.mjs';
import { freePort, startRenderServers, waitRenderReady } from './render.mjs';
import { ensureNats, ensurePostgres } from './infrastructure.mjs';
import { provisionDatabase, rollingRestart, startServices, stopServices, waitHealthy } from './services.mjs';

/**
 * `host`: the gateway's listen address, 127.0.0.1 (this machine only) unless HOST says otherwise; the
 * services always listen on 127.0.0.1, behind the gateway. `disposable`: the database is a test run's,
 * dropped afterwards (its commits do not wait for the disk).
 * @param {{ root: string, dataDir: string, port: number, host?: string, database?: string,
 *   servicePorts?: Record<string, number | number[]>, replicas?: number,
 *   env?: Record<string,string>, log?: (line: string) => void, prerender?: boolean,
 *   prerenderRefreshMs?: number, disposable?: boolean }} options
 * @returns the URL, the database kind, `prerendered` (resolves how many pages were drawn at start), `stop()`
 *   and `rollingRestart(names?)`
 */
export async function startStack({
  root,
  dataDir,
  port,
  host = process.env.HOST || '127.0.0.1',
  database = 'takehome',
  servicePorts,
  replicas = Number(process.env.REPLICAS ?? 1),
  env = {},
  log = console.log,
  prerender = process.env.PRERENDER !== '0',
  prerenderRefreshMs = Number(process.env.PRERENDER_REFRESH_SECONDS ?? 10) * 1000,
  disposable = false,
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
      disposable,
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
        // The signing keys through the gateway, which balances over the identity replicas (as production's
        // services reach Keycloak through its Service): a service started while one identity replica is
        // down still verifies tokens. Fetched on the first token, when the gateway is up.
        AUTH_JWKS_URL: `http://${/^\d+\.\d+\.\d+\.\d+$/.test(host) && host !== '0.0.0.0' ? host : '127.0.0.1'}:${port}/.well-known/jwks.json`,
        ...env,
        HOST: '127.0.0.1',
      },
      log,
    });
    cleanups.push(() => stopServices(children));
    await waitHealthy(children);

    const gatewayUrl = `http://127.0.0.1:${port}`;
    // The render server answers the pages; it reaches /api and the remotes' files through the gateway.
    const renderPorts = [ports.render ?? (await freePort())].flat();
    while (renderPorts.length < replicas) renderPorts.push(await freePort());
    const renderServers = startRenderServers({
      root,
      ports: renderPorts,
      env: {
        // Reached through the gateway only, whatever HOST the gateway listens on.
        HOST: '127.0.0.1',
        API_ORIGIN: gatewayUrl,
        ASSETS_ORIGIN: gatewayUrl,
        PUBLIC_URL: publicUrl,
        PRERENDER: prerender ? '1' : '0',
        RENDER_REFRESH_SECONDS: String(prerenderRefreshMs / 1000),
        NATS_URL: nats.url,
        ...(env.NATS_STREAM && { NATS_STREAM: env.NATS_STREAM }),
        ...(env.NATS_SUBJECT_PREFIX && { NATS_SUBJECT_PREFIX: env.NATS_SUBJECT_PREFIX }),
      },
      log,
    });
    cleanups.push(() => Promise.all(renderServers.map((server) => server.stop())));
    const gateway = createGateway({
      root,
      // Each service's replicas, round-robin (one URL when it runs alone), and the render server's.
      services: {
        ...Object.fromEntries(
          Object.keys(ports)
            .filter((name) => name !== 'render')
            .map((name) => [name, children.filter((c) => c.name === name).map((c) => c.url)]),
        ),
        render: renderServers.map((server) => server.url),
      },
      upstreamLog: log,
    });
    await gateway.listen({ port, host });
    cleanups.push(() => gateway.close());
    await waitRenderReady(renderServers);

    // First paint without JavaScript: how many public pages the render server drew once the stack was up.
    const prerendered = renderServers[0].prerendered;
    /** Replaces the named services' replicas (all four by default) one at a time, each ready before the next stops. */
    const restart = (names = Object.keys(SERVICES)) => rollingRestart(children, names, { log });
    return {
      url: publicUrl,
      host,
      postgres: postgres.kind,
      prerendered,
      services: children,
      stop,
      rollingRestart: restart,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
