// One set of front-end versions, rendering: the shell's server build and the remotes' server containers
// named in `workerData` (renderer.mjs starts one of these per set, so a new version of any of them is
// loaded fresh, never mixed into a process that already ran the old code). Renders one page at a time.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const { bundle, remotes } = workerData;
const shell = require(bundle);
await shell.configureRemotes(remotes);

let queue = Promise.resolve();
parentPort.on('message', ({ id, url, options }) => {
  queue = queue.then(async () => {
    try {
      parentPort.postMessage({ id, page: await shell.render(url, options) });
    } catch (error) {
      parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
    }
  });
});
parentPort.postMessage({ ready: true, shellVersion: shell.shellVersion });
