// One-shot provisioning for containers: database, one schema and one role per service.
// Reads ADMIN_DATABASE_URL, DATABASE_NAME and <SERVICE>_DB_PASSWORD (e.g. CALC_DB_PASSWORD).
import { SERVICES } from '@takehome/contracts';
import { provisionDatabase } from './services.mjs';

const adminUrl = process.env.ADMIN_DATABASE_URL;
if (!adminUrl) {
  console.error('provision: ADMIN_DATABASE_URL is required');
  process.exit(1);
}
const passwords = {};
for (const name of Object.keys(SERVICES)) {
  const password = process.env[`${name.toUpperCase()}_DB_PASSWORD`];
  if (!password) {
    console.error(`provision: ${name.toUpperCase()}_DB_PASSWORD is required`);
    process.exit(1);
  }
  passwords[name] = password;
}
await provisionDatabase({ adminUrl, database: process.env.DATABASE_NAME ?? 'takehome', kind: 'postgres', passwords });
console.log('provision: database, schemas and roles ready');
