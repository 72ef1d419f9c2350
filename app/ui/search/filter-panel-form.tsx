import { Link } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_FACETS } from '~/domain/search/facets';
import type { SearchPageData } from '~/domain/search/page-data';
import { button } from '../button.css';
import { ActivityFields } from './activity-fields';
import { DistanceFields } from './distance-fields';
import * as css from './filter-panel-form.css';
import { HiddenInputs } from './hidden-inputs';
import { ACCOMMODATION_FILTERS, OptionList } from './option-list';
import { PriceFields } from './price-fields';
import { ALL_FILTER_PARAMS, distanceMode, keptEntries } from './query';
import { ScoreFields } from './score-fields';
import { useFilterSubmit } from './use-filter-form';

export interface FilterPanelFormProps {
  data: SearchPageData;
  locale: string;
  /** called when the form is confirmed (with JavaScript): whether it changed anything */
  onDone?: (changed: boolean) => void;
}

/**
 * Every filter in one GET form ('Filter by', also the drawer variant): Activities, Budget per
 * night, Score, Distance, Starring, Amenities, then accommodation types, environments and styles.
 * The same content renders inline without JavaScript (?panel=filters) and in the dialog with it.
 */
export function FilterPanelForm({ data, locale, onDone }: FilterPanelFormProps) {
  const { t } = useTranslation('results');
  const { criteria, results, destination } = data;
  // Rendered only where the page carries its facets (the address opens it, or they were loaded).
  const facets = data.facets ?? NO_FACETS;
  const onSubmit = useFilterSubmit(onDone);
  const distance = distanceMode(criteria.place, criteria.lat !== undefined, destination.lat);
  const sections: [string, ReactNode][] = [
    [
      'activities',
      facets.activityGroups.length > 0 ? <ActivityFields groups={facets.activityGroups} /> : null,
    ],
    [
      'price',
      <PriceFields
        key="price"
        legend={t('filters.budgetPerNight')}
        flow={criteria.flow}
        priceMin={criteria.priceMin}
        priceMax={criteria.priceMax}
        range={facets.price}
        locale={locale}
      />,
    ],
    ['score', <ScoreFields key="score" options={facets.score} />],
    [
      'distance',
      distance ? (
        <DistanceFields
          legend={t('filters.distance')}
          place={destination.label ?? ''}
          withSwitch={distance === 'switch'}
          distanceMin={criteria.distanceMin}
          distanceMax={criteria.distanceMax}
        />
      ) : null,
    ],
    ['stars', <OptionList key="stars" name="stars" legend={t('filters.stars')} options={facets.stars} />],
    [
      'facilities',
      <OptionList
        key="f"
        name="facilities"
        legend={t('filters.amenities')}
        options={facets.facilities}
        columns
      />,
    ],
    ...ACCOMMODATION_FILTERS.map((name): [string, ReactNode] => [
      name,
      <OptionList key={name} name={name} legend={t(`filters.${name}`)} options={facets[name]} columns />,
    ]),
  ];
  const activitiesTitle = facets.activityGroups.length > 0;
  return (
    <form className={css.form} method="get" action={results.basePath} onSubmit={onSubmit}>
      <HiddenInputs entries={keptEntries(results.query, ALL_FILTER_PARAMS)} />
      <div className={css.body}>
        {sections
          .filter(([, node]) => node !== null)
          .map(([key, node]) => (
            <div className={css.section} key={key}>
              {key === 'activities' && activitiesTitle ? (
                <h3 className={css.sectionTitle}>{t('filters.activities')}</h3>
              ) : null}
              {node}
            </div>
          ))}
      </div>
      <div className={css.footer}>
        <Link
          className={css.reset}
          to={results.removeAllFiltersHref}
          preventScrollReset
          onClick={() => onDone?.(true)}
        >
          {t('panel.reset')}
        </Link>
        <button type="submit" className={`${button.brand} ${css.confirm}`}>
          {t('panel.confirm')}
        </button>
      </div>
    </form>
  );
}
