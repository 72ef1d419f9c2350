/** Reading the parameters of the JSON API: every bad value is a field error, never an exception. */
import { isIsoMonth, monthOf, type IsoMonth } from '~/domain/calendar/dates';
import type { FieldError } from '~/domain/search/criteria';
import { PAX_LIMITS, type TravellerKind } from '~/domain/travellers';
import { problem, problemResponse } from './problem.server';

/** An integer parameter within bounds; records a field error (when a list is given) otherwise. */
export function intParam(
  value: string | null | undefined,
  min: number,
  max: number,
  errors?: FieldError[],
  field?: string,
): number | undefined {
  if (
    value === null ||
    value === undefined ||
    !/^-?\d{1,10}$/.test(value) ||
    Number(value) < min ||
    Number(value) > max
  ) {
    if (errors && field) errors.push({ field, message: `expected an integer from ${min} to ${max}` });
    return undefined;
  }
  return Number(value);
}

/** The travellers of an availability call (adult, child, baby) within their limits, the defaults when absent. */
export function travellerParams(params: URLSearchParams, errors: FieldError[]) {
  const read = (field: string, kind: TravellerKind) => {
    const { min, max, default: fallback } = PAX_LIMITS[kind];
    return intParam(params.get(field) ?? String(fallback), min, max, errors, field);
  };
  return {
    adults: read('adult', 'adults'),
    children: read('child', 'children'),
    babies: read('baby', 'babies'),
  };
}

/** A `month` parameter (yyyy-MM); the month of `today` when absent. */
export function monthParam(params: URLSearchParams, today: string, errors: FieldError[]): IsoMonth {
  const month = params.get('month') ?? monthOf(today);
  if (!isIsoMonth(month)) errors.push({ field: 'month', message: 'expected yyyy-MM' });
  return month;
}

/** The JSON problem for an id that names nothing (`error` keeps the shape earlier clients read). */
export function notFoundJson(message: string): Response {
  return problemResponse(problem(404, message, { error: { code: 'NOT_FOUND', message } }));
}
