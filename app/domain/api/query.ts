/**
 * The pieces every JSON API schema is built from: the parameter rules the routes share (locale,
 * bounded integers, months and days, typed text), the error body of a refused request, and how a
 * schema's issues become the fields that body names. Query strings become objects in query-string.ts.
 */
import { z } from 'zod';
import { findMarketByLocale } from '../market';
import { isIsoDay } from '../calendar/dates';
import type { FieldError } from '../search/criteria';

/** A market's locale id (fr_FR, es_ES...), read as the market; anything else is refused by name. */
export const apiLocale = (fallback = '') =>
  z
    .string()
    .default(fallback)
    .transform((locale, ctx) => {
      const market = findMarketByLocale(locale);
      if (market) return market;
      ctx.addIssue({ code: z.ZodIssueCode.custom, message: 'unknown locale' });
      return z.NEVER;
    });

/**
 * An integer within bounds: text in an address (at most 10 digits, no sign but '-', no spaces or
 * exponent), or a number when the browser's client builds the address.
 */
export const intParam = (min: number, max: number, message = `expected an integer from ${min} to ${max}`) =>
  z.union([z.string(), z.number()]).transform((value, ctx) => {
    const text = String(value);
    if (!/^-?\d{1,10}$/.test(text) || Number(text) < min || Number(text) > max) {
      ctx.addIssue({ code: z.ZodIssueCode.custom, message });
      return z.NEVER;
    }
    return Number(text);
  });

/** yyyy-MM */
export const monthParam = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'expected yyyy-MM');

/** yyyy-MM-dd, a real day */
export const dayParam = z.string().refine(isIsoDay, 'expected yyyy-MM-dd');

/** Text a shopper types, trimmed: at most 100 characters. */
export const typedText = z.string().trim().max(100, 'at most 100 characters').default('');

export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });

/** The body of every refused or failed API request: a code, a message and, for bad input, the fields at fault. */
export const apiErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string().optional(),
    fields: z.array(fieldErrorSchema).optional(),
  }),
});
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

/** A schema's issues as the fields the error body names (the first issue of each field). */
export function fieldErrorsOf(error: z.ZodError): FieldError[] {
  const errors: FieldError[] = [];
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.join('.') : 'query';
    if (!errors.some((e) => e.field === field)) errors.push({ field, message: issue.message });
  }
  return errors;
}
