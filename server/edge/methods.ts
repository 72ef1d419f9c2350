/**
 * Which methods an address serves (ADR 023): GET and HEAD everywhere, POST where the matched route
 * has an action; OPTIONS answers 204 with `Allow` (no CORS: the shop serves its own origin only).
 * Anything else (PUT, DELETE, TRACE…) is a 405 with `Allow`, before the app runs. Methods Node does
 * not parse (TRACK, made-up ones) and CONNECT are answered in client-errors.ts.
 */
import type { ServerBuild } from '@remix-run/node';
import { matchRoutes } from '@remix-run/react';
import type { NextFunction, Request, Response } from 'express';
import { sendShopError } from '../shop-error';

type RouteNode = Parameters<typeof matchRoutes>[0][number];

/** The route manifest as the nested routes the router matches against, as Remix builds it. */
function routeTree(routes: ServerBuild['routes'], parentId?: string): RouteNode[] {
  return Object.values(routes)
    .filter((route) => route !== undefined && route.parentId === parentId)
    .map((route) => route!)
    .map(({ id, path, index, caseSensitive }) =>
      index
        ? { id, path, index, caseSensitive }
        : { id, path, caseSensitive, children: routeTree(routes, id) },
    );
}

export const READ_METHODS = ['GET', 'HEAD'] as const;
const WITH_ACTION = ['GET', 'HEAD', 'POST'] as const;
/** What the server as a whole serves (`OPTIONS *`, and methods Node cannot parse). */
export const SERVER_METHODS = WITH_ACTION;

export type MethodsOf = (pathname: string, search: string) => readonly string[];

/**
 * The methods of each address, read from the build: POST only where the route a submission
 * targets (the deepest match, or an index route's parent without `?index`) exports an action.
 */
export function routeMethods(build: Pick<ServerBuild, 'routes'>): MethodsOf {
  const tree = routeTree(build.routes);
  return (pathname, search) => {
    // Single fetch's data requests (`/fr-fr/search.data`, `/_root.data`) target the page's routes.
    const path = pathname.endsWith('.data') ? pathname.slice(0, -5).replace(/^\/_root$/, '/') : pathname;
    const matches = matchRoutes(tree, path) ?? [];
    let target = matches.at(-1)?.route;
    if (target?.index && !new URLSearchParams(search).has('index')) target = matches.at(-2)?.route;
    return target?.id && build.routes[target.id]?.module.action ? WITH_ACTION : READ_METHODS;
  };
}

/** 204 with `Allow` for OPTIONS, 405 with `Allow` for a method the address does not serve. */
export function answerMethods(methodsOf: MethodsOf) {
  return function refuseUnservedMethods(req: Request, res: Response, next: NextFunction): void {
    if (req.method === 'GET' || req.method === 'HEAD') return next();
    const queryAt = req.originalUrl.indexOf('?');
    const allowed =
      req.url === '*'
        ? SERVER_METHODS
        : methodsOf(req.path, queryAt >= 0 ? req.originalUrl.slice(queryAt) : '');
    if (req.method === 'OPTIONS') {
      res.status(204).setHeader('Allow', [...allowed, 'OPTIONS'].join(', '));
      res.setHeader('Cache-Control', 'no-store');
      res.end();
      return;
    }
    if (!allowed.includes(req.method)) return sendShopError(req, res, 405, { allow: [...allowed] });
    next();
  };
}
