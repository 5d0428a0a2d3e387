import { spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { baseUrl } from './browser.js';

export interface OwnGateway {
  url: string;
  stop: () => void;
}

/**
 * A gateway of its own (support/gateway-process.mjs) serving the front ends under `root`
 * (`shell/dist`, `<remote>/dist`), with the API sent on to the suite's stack.
 */
export async function startOwnGateway(root: string): Promise<OwnGateway> {
  const api = baseUrl();
  const gateway = spawn(process.execPath, [resolve(import.meta.dirname, 'gateway-process.mjs')], {
    env: {
      ...process.env,
      GATEWAY_ROOT: root,
      GATEWAY_SERVICES: JSON.stringify({ identity: api, calc: api, content: api, analytics: api }),
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
