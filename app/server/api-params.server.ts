import type { z } from 'zod';
import { fieldErrorsOf } from '~/domain/api/query';
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
