// The reference server of `npm run bench`: a bare Node `http` hello-world, run as its own process
// exactly like remix-serve, so both are loaded the same way.
import { createServer } from 'node:http';

const port = Number(process.env.PORT);
const host = process.env.HOST ?? '127.0.0.1';

createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'text/plain; charset=utf-8' });
  response.end('Hello, world!\n');
}).listen(port, host);
