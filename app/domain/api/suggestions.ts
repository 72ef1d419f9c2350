/**
 * The destination suggestions of the search box: GET /api/autocomplete-geonames.json (places whose
 * name starts with the typed text) and GET /api/recommendedAutocomplete.json (the market's popular
 * destinations). Both answer a list of suggestions.
 */
import { z } from 'zod';
import { apiLocale, intParam, typedText } from './query';

export const autocompleteGeonamesQuery = z.object({
  locale: apiLocale(),
  term: typedText,
  maxResults: intParam(1, 30).default(30),
});

export const recommendedAutocompleteQuery = z.object({
  locale: apiLocale(),
  q: typedText,
});

export const suggestionSchema = z.object({
  label: z.string(),
  /** the criterion the suggestion sets: city, poi, department, region, touristicregion, searesort, skiresort, country */
  category: z.string(),
  id: z.number(),
  latitude: z.number(),
  longitude: z.number(),
  /** the criterion value (the id, or the country code) */
  value: z.string(),
  postalcode: z.string().nullable(),
  /** where it is (region, or city of a point of interest) */
  context: z.string().optional(),
});
export type Suggestion = z.infer<typeof suggestionSchema>;

export const suggestionsResponse = z.array(suggestionSchema);
export type SuggestionsResponse = z.infer<typeof suggestionsResponse>;
