/**
 * The options of the destination combobox, in order. While nothing is typed: 'Less than 2h' (when
 * the browser can locate), the recent searches, then the market's popular destinations not already
 * among them. Once typed: the answer of the autocomplete. Consecutive options of one group share
 * a heading; the typed results and 'Less than 2h' have none.
 */
import type { Suggestion } from '~/domain/api/suggestions';
import type { RecentSearch } from './recent-searches';

export type { Suggestion } from '~/domain/api/suggestions';

export type DestinationOption =
  | { key: string; kind: 'nearby' }
  | {
      key: string;
      kind: 'place';
      place: Suggestion | RecentSearch;
      group: 'recent' | 'popular' | 'results';
    };

export interface OptionGroup {
  label?: string;
  items: { option: DestinationOption; index: number }[];
}

export function destinationOptions(input: {
  results: Suggestion[] | null;
  recent: readonly RecentSearch[];
  popular: readonly Suggestion[];
  canLocate: boolean;
}): DestinationOption[] {
  const { results, recent, popular } = input;
  if (results)
    return results.map((s) => ({
      key: `r-${s.category}-${s.id}`,
      kind: 'place',
      place: s,
      group: 'results',
    }));
  const recentKeys = new Set(recent.map((r) => `${r.category}:${r.id}`));
  return [
    ...(input.canLocate ? [{ key: 'nearby', kind: 'nearby' } as const] : []),
    ...recent.map((r) => ({
      key: `h-${r.category}-${r.id}`,
      kind: 'place' as const,
      place: r,
      group: 'recent' as const,
    })),
    ...popular
      .filter((s) => !recentKeys.has(`${s.category}:${s.id}`))
      .map((s) => ({
        key: `p-${s.category}-${s.id}`,
        kind: 'place' as const,
        place: s,
        group: 'popular' as const,
      })),
  ];
}

export function groupOptions(
  options: readonly DestinationOption[],
  labels: { recent: string; popular: string },
): OptionGroup[] {
  const groups: OptionGroup[] = [];
  options.forEach((option, index) => {
    const label =
      option.kind === 'nearby' || option.group === 'results'
        ? undefined
        : option.group === 'recent'
          ? labels.recent
          : labels.popular;
    const last = groups[groups.length - 1];
    if (last && last.label === label) last.items.push({ option, index });
    else groups.push({ label, items: [{ option, index }] });
  });
  return groups;
}
