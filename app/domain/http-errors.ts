/**
 * What the shop says for each refused or failed request: the status picks one entry of the
 * `errors` strings (title and text), for the styled error pages of the app and of the server's
 * edge, and for JSON problems (RFC 9457) alike.
 */
export const ERROR_KINDS = [
  'badRequest',
  'forbidden',
  'notFound',
  'methodNotAllowed',
  'requestTimeout',
  'payloadTooLarge',
  'uriTooLong',
  'unsupportedMediaType',
  'tooManyRequests',
  'headersTooLarge',
  'crash',
  'unavailable',
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

const KIND_BY_STATUS: Record<number, ErrorKind> = {
  400: 'badRequest',
  401: 'forbidden',
  403: 'forbidden',
  404: 'notFound',
  405: 'methodNotAllowed',
  408: 'requestTimeout',
  410: 'notFound',
  413: 'payloadTooLarge',
  414: 'uriTooLong',
  415: 'unsupportedMediaType',
  429: 'tooManyRequests',
  431: 'headersTooLarge',
  500: 'crash',
  503: 'unavailable',
};

/** The kind of an error status: its own when it has one, else the family's (any 4xx is a bad request, any 5xx a crash). */
export function errorKindOf(status: number): ErrorKind {
  return KIND_BY_STATUS[status] ?? (status >= 400 && status < 500 ? 'badRequest' : 'crash');
}

/**
 * The address to ask again, as a path of this site: leading slashes and backslashes collapse to
 * one, since `//host/…` (or `/\host/…`) in a link would name another site.
 */
export function retryPath(pathAndQuery: string): string {
  return `/${pathAndQuery.replace(/^[/\\]+/, '')}`;
}
