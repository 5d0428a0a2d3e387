// A gateway of its own for a browser test, as a child process (the gateway's ESM-only dependencies
// load in Node, not in jest's module loader):
//   GATEWAY_ROOT=<tree with shell/dist and <remote>/dist> GATEWAY_SERVICES='{"identity": "http://…", …}' node gateway-process.mjs
// prints "listening <url>" when it answers. With GATEWAY_RENDER=1 it also renders the public pages on the
// server as `npm start` does (the remotes' server containers from the tree, through its own manifest),
// looking for newly deployed remotes every GATEWAY_RENDER_MS.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGateway } from '../../infra/gateway/gateway.mjs';
import { createPrerenderer, RENDER_BUNDLE } from '../../infra/prerender/prerender.mjs';
import { createRenderer } from '../../infra/render/renderer.mjs';

const root = process.env.GATEWAY_ROOT;
const render = process.env.GATEWAY_RENDER === '1';
const prerenderedDir = render ? mkdtempSync(join(tmpdir(), 'takehome-prerendered-')) : undefined;
const gateway = createGateway({ root, services: JSON.parse(process.env.GATEWAY_SERVICES), prerenderedDir });
await gateway.listen({ port: 0, host: '127.0.0.1' });
const url = `http://127.0.0.1:${gateway.server.address().port}`;
let prerenderer;
if (render) {
  prerenderer = createPrerenderer({
    baseUrl: url,
    outDir: prerenderedDir,
    renderer: createRenderer({ bundle: join(root, RENDER_BUNDLE), manifestUrl: `${url}/remotes.json` }),
    log: (line) => console.error(line),
  });
  await prerenderer.renderAll();
  prerenderer.watch(Number(process.env.GATEWAY_RENDER_MS ?? 2000));
}
console.log(`listening ${url}`);
process.on('SIGTERM', async () => {
  await prerenderer?.close();
  await gateway.close();
  process.exit(0);
});
