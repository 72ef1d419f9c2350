/** Reading the parameters of the JSON API: every bad value is a field error, never an exception. */
import type { z } from 'zod';
import { fieldErrorsOf } from '~/domain/api/query';
import { problem, problemResponse } from './problem.server';
import { apiError } from './search/search-api.server';

export type ApiInput<Output> = { ok: true; data: Output } | { ok: false; response: Response };

/**
 * A request's input read with its endpoint's schema (app/domain/api): the parsed values, or the 400
 * answer that names every field at fault.
 */
export function readApiInput<Schema extends z.ZodTypeAny>(
  schema: Schema,
  input: unknown,
): ApiInput<z.output<Schema>> {
  const parsed = schema.safeParse(input);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, response: apiError(fieldErrorsOf(parsed.error)) };
}

/** The JSON problem for an id that names nothing (`error` keeps the shape earlier clients read). */
export function notFoundJson(message: string): Response {
  return problemResponse(problem(404, message, { error: { code: 'NOT_FOUND', message } }));
}
