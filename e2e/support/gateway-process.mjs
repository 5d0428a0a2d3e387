// A gateway of its own for a browser test, as a child process (the gateway's ESM-only dependencies
// load in Node, not in jest's module loader):
//   GATEWAY_ROOT=<tree with shell/dist and <remote>/dist> GATEWAY_SERVICES='{"identity": "http://…", …}' node gateway-process.mjs
// prints "listening <url>" when it answers.
import { createGateway } from '../../infra/gateway/gateway.mjs';

const gateway = createGateway({ root: process.env.GATEWAY_ROOT, services: JSON.parse(process.env.GATEWAY_SERVICES) });
await gateway.listen({ port: 0, host: '127.0.0.1' });
console.log(`listening http://127.0.0.1:${gateway.server.address().port}`);
process.on('SIGTERM', () => gateway.close().then(() => process.exit(0)));
