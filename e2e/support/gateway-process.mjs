// A gateway of its own for a browser test, as a child process (the gateway's ESM-only dependencies
// load in Node, not in jest's module loader), with a render server of its own behind it for the pages:
//   GATEWAY_ROOT=<tree with shell/dist, shell/dist-server and <remote>/dist> GATEWAY_SERVICES='{"identity": "http://…", …}' node gateway-process.mjs
// prints "listening <url>" when it answers. With GATEWAY_RENDER=1 the render server also renders the
// public pages on the server as `npm start` does (the remotes' server containers from the tree), looking
// for newly deployed remotes every GATEWAY_RENDER_MS. RENDER_SERVER_MODULE names another release's
// render server (its infra/render/server.mjs), which is the shell's deployable: an older shell comes with it.
import { pathToFileURL } from 'node:url';
import { createGateway } from '../../infra/gateway/gateway.mjs';
import { freePort } from '../../infra/stack/render.mjs';

const { createRenderServer } = process.env.RENDER_SERVER_MODULE
  ? await import(pathToFileURL(process.env.RENDER_SERVER_MODULE).href)
  : await import('../../infra/render/server.mjs');

const root = process.env.GATEWAY_ROOT;
const renderPort = await freePort();
const gateway = createGateway({
  root,
  services: { ...JSON.parse(process.env.GATEWAY_SERVICES), render: `http://127.0.0.1:${renderPort}` },
});
await gateway.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${gateway.server.address().port}`;
const render = createRenderServer({
  root,
  apiOrigin: url,
  prerender: process.env.GATEWAY_RENDER === '1',
  refreshMs: Number(process.env.GATEWAY_RENDER_MS ?? 2000),
  log: (line) => console.error(line),
});
await render.app.listen({ port: renderPort, host: '127.0.0.1' });
await render.prerendered;
console.log(`listening ${url}`);
process.on('SIGTERM', async () => {
  await render.app.close();
  await gateway.close();
  process.exit(0);
});
