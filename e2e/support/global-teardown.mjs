import pg from 'pg';
import { adminDatabaseUrl, deleteStream, testNatsUrl } from '@takehome/service-kit/testing';

export default async function globalTeardown() {
  const { stack, logs, stopInfrastructure } = globalThis.__takehomeStack ?? {};
  if (!stack) return;
  await stack.stop();
  const problems = logs.filter((line) => /"level":(50|60)/.test(line));
  if (problems.length) console.log(`Service errors during the run:\n${problems.slice(0, 20).join('\n')}`);
  await deleteStream(testNatsUrl(), process.env.E2E_NATS_STREAM).catch(() => undefined);
  const admin = new pg.Client({ connectionString: adminDatabaseUrl() });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${process.env.E2E_DATABASE}" WITH (FORCE)`).finally(() => admin.end());
  await stopInfrastructure?.();
}
