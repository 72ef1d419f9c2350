/**
 * A TCP proxy in the test process between the server and PostgreSQL, to make the database
 * unreachable (`cut`: the port refuses connections and open ones are reset; `refuse`: connections
 * are reset as they come, and counted) or hung (`stall`: connections are accepted and kept, but no
 * byte goes through) without touching the PostgreSQL server, which other work shares.
 */
import { connect, createServer, type AddressInfo, type Server, type Socket } from 'node:net';

interface Pair {
  client: Socket;
  upstream?: Socket;
}

export interface TcpProxy {
  port: number;
  /** the URL of `target` with the proxy's host and port */
  url(target: string): string;
  /** listens again (after `cut`) and forwards bytes */
  open(): Promise<void>;
  /** refuses new connections and resets the open ones: the database is unreachable */
  cut(): Promise<void>;
  /** keeps and accepts connections but forwards nothing: the database hangs */
  stall(): void;
  /** forwards again what `stall` held */
  resume(): void;
  /** listens, but resets every connection at once, counting them: the database refuses */
  refuse(): Promise<void>;
  /** connections reset since the proxy started */
  refused(): number;
}

export async function startTcpProxy(targetHost: string, targetPort: number): Promise<TcpProxy> {
  const pairs = new Set<Pair>();
  let stalled = false;
  let refusing = false;
  let refused = 0;
  let server: Server | undefined;
  let port = 0;

  const drop = (pair: Pair) => {
    pairs.delete(pair);
    pair.client.destroy();
    pair.upstream?.destroy();
  };
  const forward = (pair: Pair) => {
    if (!pair.upstream) {
      const upstream = connect(targetPort, targetHost);
      pair.upstream = upstream;
      upstream.on('error', () => drop(pair));
      upstream.on('close', () => drop(pair));
    }
    pair.client.pipe(pair.upstream);
    pair.upstream.pipe(pair.client);
  };
  const hold = (pair: Pair) => {
    pair.client.unpipe();
    pair.upstream?.unpipe();
    pair.client.pause();
    pair.upstream?.pause();
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const next = createServer((client) => {
        if (refusing) {
          refused += 1;
          client.resetAndDestroy();
          return;
        }
        const pair: Pair = { client };
        pairs.add(pair);
        client.on('error', () => drop(pair));
        client.on('close', () => drop(pair));
        if (stalled) client.pause();
        else forward(pair);
      });
      next.once('error', reject);
      next.listen(port, '127.0.0.1', () => {
        port = (next.address() as AddressInfo).port;
        server = next;
        resolve();
      });
    });

  await listen();
  return {
    get port() {
      return port;
    },
    url(target) {
      const url = new URL(target);
      url.hostname = '127.0.0.1';
      url.port = String(port);
      return url.toString();
    },
    async open() {
      stalled = false;
      refusing = false;
      if (!server) await listen();
    },
    async cut() {
      const closing = server;
      server = undefined;
      for (const pair of [...pairs]) {
        pair.client.resetAndDestroy();
        drop(pair);
      }
      if (closing) await new Promise((resolve) => closing.close(resolve));
    },
    stall() {
      stalled = true;
      for (const pair of pairs) hold(pair);
    },
    resume() {
      stalled = false;
      for (const pair of pairs) forward(pair);
    },
    async refuse() {
      refusing = true;
      for (const pair of [...pairs]) drop(pair);
      if (!server) await listen();
    },
    refused: () => refused,
  };
}
