import pg from 'pg';

export interface ProvisionedService {
  schema: string;
  role: string;
  url: string;
}

const identifier = (name: string) => {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unsafe SQL identifier: ${name}`);
  return `"${name}"`;
};

function withDatabase(url: string, database: string, credentials?: { user: string; password: string }): string {
  const u = new URL(url);
  u.pathname = `/${database}`;
  if (credentials) {
    u.username = credentials.user;
    u.password = credentials.password;
  }
  return u.toString();
}

/**
 * Creates the database if it is missing, connecting to the server's `postgres` database. A `disposable`
 * one (a test run's, dropped afterwards) does not wait for the disk at each commit: only a crash of the
 * server itself could lose a commit, and no test crashes it.
 */
export async function ensureDatabase(
  adminUrl: string,
  database: string,
  { disposable = false }: { disposable?: boolean } = {},
): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(adminUrl, 'postgres') });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
    if (!rowCount) await client.query(`CREATE DATABASE ${identifier(database)}`);
    if (disposable) await client.query(`ALTER DATABASE ${identifier(database)} SET synchronous_commit = off`);
  } finally {
    await client.end();
  }
}

/** Held while a role is provisioned: roles belong to the whole server, so stacks starting together take turns. */
const PROVISION_LOCK = 7_314_020_611;

/**
 * Gives a service its own login role that owns its schema and can touch nothing else
 * (its own role that can touch only that schema: docs/adr/0011-schema-and-role-per-service.md); returns its connection URL.
 * Two provisionings of one role at once (two stacks starting together on one server) failed with
 * "tuple concurrently updated"; they take turns under an advisory lock.
 */
export async function provisionServiceSchema(
  adminUrl: string,
  database: string,
  schema: string,
  password: string,
): Promise<ProvisionedService> {
  const role = `takehome_${schema}`;
  const client = new pg.Client({ connectionString: withDatabase(adminUrl, database) });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [PROVISION_LOCK]);
    const { rowCount } = await client.query('SELECT 1 FROM pg_roles WHERE rolname = $1', [role]);
    const verb = rowCount ? 'ALTER' : 'CREATE';
    await client.query(
      `${verb} ROLE ${identifier(role)} LOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE PASSWORD '${password.replace(/'/g, "''")}'`,
    );
    await client.query(`CREATE SCHEMA IF NOT EXISTS ${identifier(schema)} AUTHORIZATION ${identifier(role)}`);
    await client.query(`ALTER SCHEMA ${identifier(schema)} OWNER TO ${identifier(role)}`);
    await client.query(`GRANT CONNECT ON DATABASE ${identifier(database)} TO ${identifier(role)}`);
    await client.query(`REVOKE ALL ON SCHEMA public FROM ${identifier(role)}`);
    await client.query(
      `ALTER ROLE ${identifier(role)} IN DATABASE ${identifier(database)} SET search_path = ${identifier(schema)}`,
    );
  } finally {
    await client.end();
  }
  return { schema, role, url: withDatabase(adminUrl, database, { user: role, password }) };
}

export { withDatabase };
