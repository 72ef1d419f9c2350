import { Link } from '@remix-run/react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '~/domain/calendar/dates';
import type { SearchCriteria } from '~/domain/search/criteria';
import type { ResultsView } from '~/domain/search/results-view';
import { button } from '../button.css';
import * as css from './map-view.css';

/**
 * The map's tools: the dates (a small form that searches again with them, a check-out not after the
 * check-in is dropped), the filters panel, and 'Search in this area' once the map can give its bounds.
 */
export function MapToolbar(props: {
  criteria: SearchCriteria;
  results: Pick<ResultsView, 'panelHrefs' | 'mobileFilterCount'>;
  today: string;
  bcp47: string;
  /** the map is ready to say where it looks */
  canSearchArea: boolean;
  onSearchArea: () => void;
  onDates: (dates: { checkin?: string; checkout?: string }) => void;
}) {
  const { t } = useTranslation('map');
  const { criteria, results } = props;
  const [datesOpen, setDatesOpen] = useState(false);
  const datesId = useId();

  const applyDates = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const checkin = String(form.get('checkin') ?? '') || undefined;
    let checkout = String(form.get('checkout') ?? '') || undefined;
    if (checkin && checkout && checkout <= checkin) checkout = undefined;
    setDatesOpen(false);
    props.onDates({ checkin, checkout });
  };

  const dateText = (iso: string) => formatIsoDate(iso, props.bcp47, { day: 'numeric', month: 'short' });
  const datesLabel =
    criteria.checkin && criteria.checkout
      ? t('toolbar.datesRange', {
          checkin: dateText(criteria.checkin),
          checkout: dateText(criteria.checkout),
        })
      : t('toolbar.dates');

  return (
    <>
      <div className={css.toolbar} role="group" aria-label={t('toolbar.label')}>
        <button
          type="button"
          className={css.tool}
          aria-expanded={datesOpen}
          aria-controls={datesId}
          onClick={() => setDatesOpen((v) => !v)}
        >
          {datesLabel}
        </button>
        <Link className={css.tool} to={results.panelHrefs.filters} preventScrollReset>
          {t('toolbar.filters')}
          {results.mobileFilterCount > 0 ? ` (${results.mobileFilterCount})` : ''}
        </Link>
        <button
          type="button"
          className={`${button.primary} ${css.searchArea}`}
          onClick={props.onSearchArea}
          disabled={!props.canSearchArea}
        >
          {t('toolbar.searchArea')}
        </button>
      </div>
      <form
        id={datesId}
        className={css.dates}
        hidden={!datesOpen}
        onSubmit={applyDates}
        aria-label={t('toolbar.dates')}
      >
        <label className={css.field}>
          {t('toolbar.checkin')}
          <input
            className={css.input}
            type="date"
            name="checkin"
            min={props.today}
            defaultValue={criteria.checkin ?? ''}
          />
        </label>
        <label className={css.field}>
          {t('toolbar.checkout')}
          <input
            className={css.input}
            type="date"
            name="checkout"
            min={props.today}
            defaultValue={criteria.checkout ?? ''}
          />
        </label>
        <button type="submit" className={button.brand}>
          {t('toolbar.applyDates')}
        </button>
      </form>
    </>
  );
}
