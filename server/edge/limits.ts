/**
 * What one request may weigh (ADR 023): the address, the headers and the body. Past a bound the
 * request is refused with the shop's error answer before anything reads further.
 */
import express, { type NextFunction, type Request, type Response } from 'express';
import { sendShopError } from '../shop-error';

export const LIMITS = {
  /** path and query, in bytes: the longest address the shop writes is far shorter */
  urlBytes: 4 * 1024,
  /** the request line and all headers together (Node's `maxHeaderSize`) */
  headerBytes: 16 * 1024,
  /** an HTML form's body (urlencoded or multipart) */
  formBytes: 64 * 1024,
  /** a JSON body of the API */
  jsonBytes: 16 * 1024,
} as const;

/** 414 past LIMITS.urlBytes (longer ones Node refuses first, see client-errors.ts). */
export function limitUrlLength(req: Request, res: Response, next: NextFunction): void {
  if (Buffer.byteLength(req.originalUrl) > LIMITS.urlBytes) return sendShopError(req, res, 414);
  next();
}

interface BodyPolicy {
  types: readonly string[];
  limit: number;
}

const JSON_BODY: BodyPolicy = { types: ['application/json'], limit: LIMITS.jsonBytes };
const FORM_BODY: BodyPolicy = {
  types: ['application/x-www-form-urlencoded', 'multipart/form-data'],
  limit: LIMITS.formBytes,
};

/** The API takes JSON, pages take HTML forms: each only its declared content type. */
export function bodyPolicy(pathname: string): BodyPolicy {
  return /^\/api(?:\/|$)/.test(pathname) ? JSON_BODY : FORM_BODY;
}

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/** A refusal that leaves the body unread: the connection closes after the answer. */
function refuseUnread(req: Request, res: Response, status: number): void {
  res.setHeader('Connection', 'close');
  sendShopError(req, res, status);
}

const readers = new Map<BodyPolicy, ReturnType<typeof express.raw>>(
  [JSON_BODY, FORM_BODY].map((policy) => [
    policy,
    // Compressed bodies are refused (415) rather than inflated: the limit counts what is sent.
    express.raw({ type: () => true, limit: policy.limit, inflate: false }),
  ]),
);

/**
 * Reads a request's body into `req.body` (a Buffer), once its type is one the address accepts
 * (415 otherwise) and within the address's limit (413, without reading more than the limit).
 */
export function readRequestBody(req: Request, res: Response, next: NextFunction): void {
  if (req.method === 'GET' || req.method === 'HEAD' || !hasBody(req)) return next();
  const policy = bodyPolicy(req.path);
  const type = (req.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (!policy.types.includes(type)) return refuseUnread(req, res, 415);
  if (Number(req.headers['content-length'] ?? 0) > policy.limit) return refuseUnread(req, res, 413);
  readers.get(policy)!(req, res, next);
}
