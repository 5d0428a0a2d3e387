import { createServer, connect, type AddressInfo, type Server, type Socket } from 'node:net';

/**
 * A TCP relay to Postgres on a port that stays the same; `cut()` drops every connection and refuses new
 * ones until `restore()`: the database as a service sees it when the server stops or the network fails.
 * `stall()` keeps every connection open but lets nothing through until `resume()`: a database that
 * stops answering without closing anything (a hung server, packets dropped on the way).
 */
export async function databaseRelay(target: URL) {
  const sockets = new Set<Socket>();
  let server: Server;
  let port = 0;
  let stalled = false;
  /** What arrived while stalled, in order, to be passed on when resumed. */
  const held: Array<() => void> = [];
  const forward = (from: Socket, to: Socket) =>
    from.on('data', (chunk) => {
      if (stalled) held.push(() => to.write(chunk));
      else to.write(chunk);
    });
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
        forward(client, upstream);
        forward(upstream, client);
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
    stall() {
      stalled = true;
    },
    resume() {
      stalled = false;
      for (const pass of held.splice(0)) pass();
    },
    close() {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

export type DatabaseRelay = Awaited<ReturnType<typeof databaseRelay>>;
