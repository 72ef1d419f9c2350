/** Test helper: an Express app (or middleware) on an ephemeral port, asked with fetch or raw bytes. */
import express, { type Express } from 'express';
import { createServer, type Server } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { readAbsoluteTarget } from './canonical';
import { answerClientErrors } from './client-errors';
import { LIMITS } from './limits';

export interface TestServer {
  url: string;
  /** sends `request` as is and resolves with everything the server wrote before closing */
  raw(request: string | Buffer): Promise<string>;
  close(): Promise<void>;
}

/** An app whose terminal handler answers 200 with the method, path and body it got. */
export function echoApp(...middleware: express.RequestHandler[]): Express {
  const app = express();
  app.use(...middleware);
  app.use((req, res) => {
    const body = Buffer.isBuffer(req.body) ? req.body.toString() : '';
    res.json({ method: req.method, url: req.originalUrl, body });
  });
  return app;
}

export async function startTestServer(app: Express): Promise<TestServer> {
  // As server/index.ts serves the app: the absolute-form target read before Express.
  const server: Server = createServer(
    { maxHeaderSize: LIMITS.headerBytes, requireHostHeader: false },
    (req, res) => {
      readAbsoluteTarget(req);
      app(req, res);
    },
  );
  answerClientErrors(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    raw: (request) =>
      new Promise((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        // The server closes the connection (the requests say Connection: close, or are refused).
        socket.setTimeout(5_000, () => socket.destroy());
        let received = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (received += chunk));
        socket.on('close', () => resolve(received));
        socket.on('error', (error: NodeJS.ErrnoException) =>
          error.code === 'ECONNRESET' || error.code === 'EPIPE' ? resolve(received) : reject(error),
        );
      }),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
