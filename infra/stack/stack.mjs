// The whole product on one machine: database, NATS, four services and the gateway at one URL.
// Used by `npm start` and by the browser tests (with their own database and stream).
import { SERVICES } from '@takehome/contracts';
import { createGateway } from '../gateway/gateway.mjs';
import { ensureNats, ensurePostgres } from './infrastructure.mjs';
import { provisionDatabase, startServices, stopServices, waitHealthy } from './services.mjs';

/**
 * @param {{ root: string, dataDir: string, port: number, database?: string, servicePorts?: Record<string, number>,
 *   env?: Record<string,string>, log?: (line: string) => void }} options
 */
export async function startStack({ root, dataDir, port, database = 'takehome', servicePorts, env = {}, log = console.log }) {
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
      env: {
        LOG_LEVEL: 'warn',
        AUTH_ISSUER: `http://127.0.0.1:${ports.identity}`,
        PUBLIC_URL: publicUrl,
        ...(postgres.kind === 'pglite' ? { DATABASE_POOL_SIZE: '4' } : {}),
        ...env,
      },
      log,
    });
    cleanups.push(() => stopServices(children));
    await waitHealthy(children);

    const gateway = createGateway({
      root,
      services: Object.fromEntries(children.map(({ name, url }) => [name, url])),
    });
    await new Promise((resolve, reject) => {
      gateway.once('error', reject);
      gateway.listen(port, '0.0.0.0', resolve);
    });
    cleanups.push(() => new Promise((resolve) => gateway.close(() => resolve())));
    gateway.closeIdleConnections?.();
    return { url: publicUrl, postgres: postgres.kind, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
