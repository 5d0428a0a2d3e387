import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { baseUrl } from './browser.js';

export interface OwnGateway {
  url: string;
  stop: () => void;
}

/**
 * A gateway of its own (support/gateway-process.mjs) serving the front ends under `root`
 * (`shell/dist`, `<remote>/dist`), with the API sent on to the suite's stack. With `render`, its render
 * server renders the public pages on the server as `npm start` does (`shell/dist-server` and the remotes'
 * server containers from `root`); `renderServer` is another release's infra/render/server.mjs.
 */
export async function startOwnGateway(
  root: string,
  { render = false, renderServer }: { render?: boolean; renderServer?: string } = {},
): Promise<OwnGateway> {
  const api = baseUrl();
  const gateway = spawn(process.execPath, [resolve(import.meta.dirname, 'gateway-process.mjs')], {
    env: {
      ...process.env,
      GATEWAY_ROOT: root,
      GATEWAY_SERVICES: JSON.stringify({ identity: api, calc: api, content: api, analytics: api }),
      ...(render ? { GATEWAY_RENDER: '1' } : {}),
      ...(renderServer ? { RENDER_SERVER_MODULE: renderServer } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolveUrl, reject) => {
    gateway.stdout.on('data', (chunk: Buffer) => {
      const match = /listening (\S+)/.exec(chunk.toString());
      if (match) resolveUrl(match[1]);
    });
    gateway.once('exit', (code) => reject(new Error(`gateway exited ${code}`)));
  });
  return { url, stop: () => gateway.kill('SIGTERM') };
}
