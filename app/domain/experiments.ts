/**
 * Experiment variations as configuration (ADR 014). The original shop switched these
 * behaviours per visitor through an experiment service; here each one is a named setting with a
 * default, read by the route that renders the behaviour and passed to the ui as a prop. Changing a
 * default is a one-line change in EXPERIMENT_DEFAULTS (and a test run); a per-visitor assignment
 * would be a server function returning `Partial<ExperimentVariations>` for `experimentVariation`.
 *
 * - `enforceSearchDates` (booking flow of the search box):
 *   - `'off'` (default): the search box searches with or without dates;
 *   - `'datesForced'`: submitting without a check-in and a check-out opens the dates picker instead;
 *   - `'datesSuggested'`: same, but the shopper can dismiss it ('Search without dates') and the
 *     next submit searches without dates.
 *   Without JavaScript nothing is enforced: the server answers a search without dates as always.
 */
export type EnforceSearchDates = 'off' | 'datesForced' | 'datesSuggested';

export interface ExperimentVariations {
  enforceSearchDates: EnforceSearchDates;
}

export const EXPERIMENT_DEFAULTS: Readonly<ExperimentVariations> = Object.freeze({
  enforceSearchDates: 'off',
});

/** The variation in effect: the override when one is given, else the default. */
export function experimentVariation<K extends keyof ExperimentVariations>(
  name: K,
  overrides: Partial<ExperimentVariations> = {},
): ExperimentVariations[K] {
  return overrides[name] ?? EXPERIMENT_DEFAULTS[name];
}

/**
 * Whether submitting the search box opens the dates picker instead of searching: booking flow only,
 * no complete dates chosen, and dates forced, or suggested and not dismissed yet.
 */
export function shouldAskForDates(
  variation: EnforceSearchDates,
  state: { flow: string; checkin?: string; checkout?: string; dismissed: boolean },
): boolean {
  if (state.flow !== 'booking' || (state.checkin && state.checkout)) return false;
  return variation === 'datesForced' || (variation === 'datesSuggested' && !state.dismissed);
}
