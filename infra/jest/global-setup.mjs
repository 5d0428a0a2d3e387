import { ensureTestInfrastructure } from './containers.mjs';

export default async function globalSetup() {
  globalThis.__takehomeTestInfrastructure = await ensureTestInfrastructure();
}
