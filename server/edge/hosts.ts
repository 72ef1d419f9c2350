/**
 * The Host a request names (ADR 023): malformed, or outside ALLOWED_HOSTS when that list is set,
 * is a 400. Nothing the shop writes is built from the Host (links use PUBLIC_ORIGIN), so a
 * well-formed Host only decides whether this server answers at all. X-Forwarded-Host is never read.
 */
import type { NextFunction, Request, Response } from 'express';
import { isAllowedHost, isWellFormedHost } from '../../app/domain/host';
import { sendShopError } from '../shop-error';

/** ALLOWED_HOSTS, with PUBLIC_ORIGIN's host admitted too; empty means any well-formed Host. */
export function allowedHosts(env: { ALLOWED_HOSTS: string[]; PUBLIC_ORIGIN?: string }): string[] {
  if (env.ALLOWED_HOSTS.length === 0) return [];
  const own = env.PUBLIC_ORIGIN ? [new URL(env.PUBLIC_ORIGIN).host] : [];
  return [...new Set([...env.ALLOWED_HOSTS, ...own])];
}

export function checkHost(allowed: readonly string[]) {
  return function refuseBadHost(req: Request, res: Response, next: NextFunction): void {
    const host = req.headers.host;
    // HTTP/1.0 may omit the Host; HTTP/1.1 must send it (RFC 9112 §3.2).
    if (
      host === undefined &&
      req.httpVersionMajor === 1 &&
      req.httpVersionMinor === 0 &&
      allowed.length === 0
    )
      return next();
    if (!isWellFormedHost(host) || (allowed.length > 0 && !isAllowedHost(host, allowed)))
      return sendShopError(req, res, 400);
    next();
  };
}
