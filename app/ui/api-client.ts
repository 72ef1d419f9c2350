/**
 * The browser's one way to the shop's JSON API. It builds the address from the endpoint's name and
 * typed parameters (app/domain/api/endpoints.ts), asks for JSON, gives up after a timeout or when the
 * caller aborts, and never throws: it returns the typed answer or a typed failure. Answers are
 * trusted as the route's schema types them; they are not parsed again here.
 */
import {
  API_ENDPOINTS,
  type ApiContract,
  type ApiEndpoint,
  type ApiPathParams,
} from '~/domain/api/endpoints';
import type { ApiErrorBody } from '~/domain/api/query';
import { toSearchParams } from '~/domain/api/query-string';

/** Every wait ends: a request still unanswered after this long is abandoned as a timeout. */
export const API_TIMEOUT_MS = 8_000;

/**
 * - status: the API answered with an error status (its error body when it sent one)
 * - timeout: no complete answer within the timeout
 * - aborted: the caller's signal aborted the request
 * - network: the request did not reach the API or its answer did not come back
 * - body: a success status whose body is not JSON
 */
export type ApiFailureKind = 'status' | 'timeout' | 'aborted' | 'network' | 'body';

export class ApiFailure extends Error {
  constructor(
    readonly kind: ApiFailureKind,
    readonly url: string,
    readonly status?: number,
    readonly body?: ApiErrorBody,
    cause?: unknown,
  ) {
    super(`${kind}${status === undefined ? '' : ` ${status}`} ${url}`, { cause });
    this.name = 'ApiFailure';
  }
}

export type ApiResult<T> = { ok: true; data: T } | { ok: false; failure: ApiFailure };

export interface RequestOptions {
  /** aborting it ends the request with an 'aborted' failure */
  signal?: AbortSignal;
  /** API_TIMEOUT_MS unless given */
  timeoutMs?: number;
}

type ParamsOf<E extends ApiEndpoint> = keyof ApiPathParams<E> extends never
  ? { params?: undefined }
  : { params: ApiPathParams<E> };

export type ApiRequest<E extends ApiEndpoint> = { query: ApiContract[E]['query'] } & ParamsOf<E> &
  RequestOptions;

/** The address of a call: path parameters in place, then the query (absent values left out). */
export function apiUrl<E extends ApiEndpoint>(
  endpoint: E,
  request: { query: ApiContract[E]['query'] } & ParamsOf<E>,
): string {
  const params = (request.params ?? {}) as Record<string, string | number>;
  const path = API_ENDPOINTS[endpoint].replace(/:(\w+)/g, (_, name: string) =>
    encodeURIComponent(String(params[name])),
  );
  const search = toSearchParams(request.query as Parameters<typeof toSearchParams>[0]).toString();
  return search ? `${path}?${search}` : path;
}

/** GET an endpoint: its typed answer, or a failure. */
export function apiGet<E extends ApiEndpoint>(
  endpoint: E,
  request: ApiRequest<E>,
): Promise<ApiResult<ApiContract[E]['response']>> {
  return getJson<ApiContract[E]['response']>(apiUrl(endpoint, request), request);
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && 'error' in body;
}

/**
 * GET a JSON resource of the site (an endpoint, or a static JSON file) under the same rules:
 * `accept: application/json`, the caller's signal, and a timeout covering the answer and its body.
 */
export async function getJson<T>(
  url: string,
  { signal, timeoutMs = API_TIMEOUT_MS }: RequestOptions = {},
): Promise<ApiResult<T>> {
  const controller = new AbortController();
  // Settles when the request is given up, even if the platform's fetch ignores the signal.
  const stopped = new Promise<never>((_, reject) =>
    controller.signal.addEventListener('abort', () => reject(controller.signal.reason), { once: true }),
  );
  stopped.catch(() => {});
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  if (signal?.aborted) controller.abort();
  else signal?.addEventListener('abort', onAbort, { once: true });

  const failed = (kind: ApiFailureKind, status?: number, body?: ApiErrorBody, cause?: unknown) => ({
    ok: false as const,
    failure: new ApiFailure(kind, url, status, body, cause),
  });
  const givenUp = () => (timedOut ? 'timeout' : controller.signal.aborted ? 'aborted' : undefined);
  try {
    let response: Response;
    try {
      response = await Promise.race([
        fetch(url, { signal: controller.signal, headers: { accept: 'application/json' } }),
        stopped,
      ]);
    } catch (error) {
      return failed(givenUp() ?? 'network', undefined, undefined, error);
    }
    let body: unknown;
    try {
      body = await Promise.race([response.json(), stopped]);
    } catch (error) {
      const reason = givenUp() ?? (response.ok ? 'body' : 'status');
      return failed(reason, response.status, undefined, error);
    }
    if (!response.ok) return failed('status', response.status, isErrorBody(body) ? body : undefined);
    return { ok: true, data: body as T };
  } finally {
    clearTimeout(timer);
    signal?.removeEventListener('abort', onAbort);
  }
}
