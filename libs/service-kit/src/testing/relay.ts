import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP relay to Postgres on a port that stays the same; `cut()` drops every connection and refuses new
 * ones until `restore()`: the database as a service sees it when the server stops or the network fails.
 */
export async function databaseRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(Number(target.port || 5432), target.hostname);
        // One side gone (a client killed outright) ends the other, as a direct connection would: the
        // server must see its client go and roll back what it had open.
        const pair = [client, upstream];
        for (const socket of pair) {
          sockets.add(socket);
          socket.on('close', () => {
            sockets.delete(socket);
            for (const other of pair) other.destroy();
          });
          socket.on('error', () => socket.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    async cut() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        for (const socket of sockets) socket.destroy();
      });
    },
    restore: listen,
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

export type DatabaseRelay = Awaited<ReturnType<typeof databaseRelay>>;
