import type { SearchPageData } from '~/domain/search/page-data';
import { FilterPanelForm } from './filter-panel-form';
import { SortList } from './sort-list';

/** What the Filter and Sort dialogs hold: the same content as the inline panels (ADR 006). */
export function PanelDialogContent({
  data,
  locale,
  panel,
  onDone,
}: {
  data: SearchPageData;
  locale: string;
  panel: 'filters' | 'sort';
  onDone: (navigated: boolean) => void;
}) {
  return panel === 'filters' ? (
    <FilterPanelForm data={data} locale={locale} onDone={onDone} />
  ) : (
    <SortList options={data.results.sort.options} onSelect={() => onDone(true)} />
  );
}
