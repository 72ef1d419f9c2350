import { useTranslation } from 'react-i18next';
import type { SearchPageData } from '~/domain/search/page-data';
import { ResultsMap } from '../map/results-map';
import * as css from './map-panel.css';

/**
 * The map panel (?panel=map, ADR 007): the server-rendered static map of the results and the
 * numbered list of the page's hotels, which work without JavaScript; with JavaScript the
 * interactive map opens over the page (app/ui/map, loaded only then).
 */
export function MapPanel({ data }: { data: SearchPageData }) {
  const { t } = useTranslation('results');
  const { cards } = data.results;
  return (
    <>
      <p className={css.intro}>{cards.length > 0 ? t('map.intro') : t('map.empty')}</p>
      <ResultsMap data={data} />
    </>
  );
}
