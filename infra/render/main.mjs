// The render server as a process (its image's command, and `npm start`'s child):
//   PORT=8070 API_ORIGIN=http://edge ASSETS_ORIGIN=http://edge PUBLIC_URL=https://takehome.example \
//   [REMOTES_MANIFEST=/config/remotes.json] [RENDER_REFRESH_SECONDS=10] \
//   [NATS_URL=nats://… NATS_STREAM=TAKEHOME NATS_SUBJECT_PREFIX=] node infra/render/main.mjs
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRenderServer } from './server.mjs';

const root = process.env.RENDER_ROOT ?? resolve(fileURLToPath(import.meta.url), '../../..');
const apiOrigin = process.env.API_ORIGIN;
if (!apiOrigin) {
  console.error('render: API_ORIGIN is not set (where /api answers, e.g. http://127.0.0.1:8080)');
  process.exit(1);
}
const { app, prerendered } = createRenderServer({
  root,
  apiOrigin,
  assetsOrigin: process.env.ASSETS_ORIGIN ?? apiOrigin,
  siteOrigin: process.env.PUBLIC_URL ?? apiOrigin,
  authOrigin: process.env.KEYCLOAK_PUBLIC_URL ? new URL(process.env.KEYCLOAK_PUBLIC_URL).origin : undefined,
  prerender: process.env.PRERENDER !== '0',
  refreshMs: Number(process.env.RENDER_REFRESH_SECONDS ?? 10) * 1000,
  events: process.env.NATS_URL
    ? {
        natsUrl: process.env.NATS_URL,
        stream: process.env.NATS_STREAM ?? 'TAKEHOME',
        subjectPrefix: process.env.NATS_SUBJECT_PREFIX ?? '',
      }
    : undefined,
  log: (line) => console.log(line),
});
await app.listen({ port: Number(process.env.PORT ?? 8070), host: process.env.HOST ?? '127.0.0.1' });
const drawn = await prerendered;
console.log(`render: ${drawn.length} pages rendered on the server`);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
