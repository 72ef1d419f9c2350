/**
 * Requests Node's HTTP parser refuses before Express sees them (headers past `maxHeaderSize`, a
 * method it does not know, a malformed request line or header, a timeout) and CONNECT: they get
 * the shop's error answer written straight to the socket, then the connection closes. Node's own
 * answer would be a bare status line.
 */
import type { Server } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { shopErrorAnswer, type RefusedRequest } from '../shop-error';
import { LIMITS } from './limits';
import { SERVER_METHODS } from './methods';

/** What can be read of a request from the bytes received before the parser gave up. */
export function readRawRequest(raw: Buffer | undefined): RefusedRequest & { requestLineBytes: number } {
  const text = raw ? raw.toString('latin1') : '';
  const lineEnd = text.indexOf('\r\n');
  const requestLine = lineEnd >= 0 ? text.slice(0, lineEnd) : text;
  const [method, target] = requestLine.split(' ');
  const header = (name: string) =>
    new RegExp(`\\r\\n${name}:[ \\t]*([^\\r\\n]*)`, 'i').exec(text)?.[1]?.trim() || undefined;
  return {
    method: method || 'GET',
    url: target?.startsWith('/') ? target : '/',
    accept: header('accept'),
    acceptLanguage: header('accept-language'),
    requestLineBytes: lineEnd >= 0 ? lineEnd : text.length,
  };
}

/** The status of a parser error: 431 (or 414 when the address alone is too long), 405, 408, else 400. */
export function statusOfParserError(code: string | undefined, requestLineBytes: number): number {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return requestLineBytes > LIMITS.urlBytes ? 414 : 431;
    case 'HPE_INVALID_METHOD':
      return 405;
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return 408;
    default:
      return 400;
  }
}

function writeAnswer(socket: Duplex, request: RefusedRequest, status: number): void {
  const answer = shopErrorAnswer(request, status, status === 405 ? { allow: [...SERVER_METHODS] } : {});
  const body = Buffer.from(answer.body);
  const head = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    ...Object.entries(answer.headers).map(([name, value]) => `${name}: ${value}`),
    'connection: close',
    '',
    '',
  ].join('\r\n');
  socket.end(Buffer.concat([Buffer.from(head, 'latin1'), body]));
}

export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException & { rawPacket?: Buffer }, socket: Duplex) => {
    // Nothing can be written over a connection that is gone or in the middle of another answer.
    const answering = (socket as Duplex & { _httpMessage?: unknown })._httpMessage;
    if (error.code === 'ECONNRESET' || !socket.writable || answering) {
      socket.destroy();
      return;
    }
    const request = readRawRequest(error.rawPacket);
    writeAnswer(socket, request, statusOfParserError(error.code, request.requestLineBytes));
  });
  // CONNECT asks for a tunnel: the shop is no proxy.
  server.on('connect', (req, socket: Duplex) => {
    writeAnswer(
      socket,
      {
        method: 'CONNECT',
        url: '/',
        accept: req.headers.accept,
        acceptLanguage: req.headers['accept-language'],
      },
      405,
    );
  });
}
