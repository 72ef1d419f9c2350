import type { FieldError } from '~/domain/search/criteria';

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
