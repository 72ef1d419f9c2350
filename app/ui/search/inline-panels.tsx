import { useTranslation } from 'react-i18next';
import type { SearchPageData } from '~/domain/search/page-data';
import { FilterPanelForm } from './filter-panel-form';
import { InlinePanel } from './inline-panel';
import { MapPanel } from './map-panel';
import { SortList } from './sort-list';

/**
 * A panel opened by the address (?panel=filters, sort or map) rendered in the page flow (ADR 006):
 * without JavaScript for every panel, with JavaScript for the map only (filters and sort are dialogs).
 */
export function InlinePanels({
  data,
  locale,
  panel,
}: {
  data: SearchPageData;
  locale: string;
  panel: 'filters' | 'sort' | 'map';
}) {
  const { t } = useTranslation('results');
  const { results } = data;
  const common = { closeLabel: t('panel.close'), closeHref: results.panelHrefs.closed };
  if (panel === 'filters') {
    return (
      <InlinePanel title={t('panel.filterTitle')} {...common}>
        <FilterPanelForm data={data} locale={locale} />
      </InlinePanel>
    );
  }
  if (panel === 'sort') {
    return (
      <InlinePanel title={t('panel.sortTitle')} {...common} padded>
        <SortList options={results.sort.options} />
      </InlinePanel>
    );
  }
  return (
    <InlinePanel title={t('panel.mapTitle')} {...common} padded>
      <MapPanel data={data} />
    </InlinePanel>
  );
}
