import { useRouteLoaderData } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { resultsHref, type Flow } from '~/domain/flows';
import { formatIsoDate } from '~/domain/calendar/dates';
import { DEFAULT_MARKET, findMarket } from '~/domain/market';
import type { SearchPageData } from '~/domain/search/page-data';
import { criterionOfPlace } from '~/domain/search/places';
import { SearchIcon } from '../icons';
import { SearchBox } from '../search-box';
import { Breadcrumb, type BreadcrumbItem } from './breadcrumb';
import * as css from './search-hero.css';

export interface SearchHeroProps {
  data: SearchPageData;
  title: string;
  locale: string;
}

/** Home, the flow's results, then the destination's places (region, department, city…). */
function breadcrumbItems(data: SearchPageData, home: string, searchLabel: string): BreadcrumbItem[] {
  const { criteria, destination, results } = data;
  const gifting = criteria.flow === 'gifting';
  const root = gifting ? `${results.basePath}?flow=gifting` : results.basePath;
  const at = (name: string, value: string) => {
    const params = new URLSearchParams(gifting ? { flow: 'gifting' } : {});
    params.set(name, value);
    return `${results.basePath}?${params.toString()}`;
  };
  const items: BreadcrumbItem[] = [
    { label: home, href: `/${data.marketCode}` },
    { label: searchLabel, href: root },
  ];
  for (const place of destination.hierarchy) {
    if (place.type === 'country') {
      if (criteria.country) items.push({ label: place.label, href: at('country', criteria.country) });
    } else {
      items.push({ label: place.label, href: at(criterionOfPlace(place.type), String(place.id)) });
    }
  }
  if (criteria.place?.type === 'hotel' && destination.label)
    items.push({ label: destination.label, href: at('hotel', String(criteria.place.id)) });
  return items;
}

/**
 * The top of the results: breadcrumb, title and the search box prefilled with the criteria. On
 * mobile the box folds into a summary (destination, dates, travellers) that opens it, without JavaScript.
 */
export function SearchHero({ data, title, locale }: SearchHeroProps) {
  const { t } = useTranslation('results');
  const origin = (useRouteLoaderData('root') as { origin?: string } | undefined)?.origin;
  const breadcrumb = breadcrumbItems(data, t('breadcrumb.home'), t(`breadcrumb.search.${data.results.flow}`));
  const { criteria, destination, marketCode } = data;
  const flowHref = (flow: Flow) => resultsHref(marketCode, flow);
  const market = findMarket(marketCode) ?? DEFAULT_MARKET;
  // The destination goes in as text, resolved again by the server: with `values.place` the box sends
  // the place's id and leaves the text field unnamed, so a shopper without JavaScript could not type
  // another destination. A hotel's name is no destination text.
  const where = criteria.q ?? (criteria.place?.type !== 'hotel' ? destination.label : null) ?? undefined;
  const short = (day: string) => formatIsoDate(day, locale, { day: 'numeric', month: 'short' });
  const dates =
    criteria.checkin && criteria.checkout
      ? t('summary.dates', { checkin: short(criteria.checkin), checkout: short(criteria.checkout) })
      : t('summary.anyDates');
  const travellers = criteria.pax.adults + criteria.pax.children + criteria.pax.babies;
  return (
    <div className={css.hero}>
      <div className={`container ${css.inner}`}>
        <Breadcrumb items={breadcrumb} origin={origin} />
        <h1 className={css.title}>{title}</h1>
        <details className={css.details}>
          <summary className={css.summary}>
            <span className={css.summaryIcon}>
              <SearchIcon />
            </span>
            <span className={css.summaryText}>
              <span className={css.summaryWhere}>
                {destination.label ?? criteria.q ?? t('summary.anywhere')}
              </span>
              <span className={css.summaryMeta}>
                {criteria.flow === 'gifting' ? '' : `${dates} · `}
                {t('summary.travellers', { count: travellers })}
              </span>
            </span>
            <span className={css.modify}>{t('summary.modify')}</span>
          </summary>
          <SearchBox
            marketCode={marketCode}
            flow={criteria.flow}
            flows={data.flows}
            hrefForFlow={flowHref}
            today={data.today}
            hour={data.hour}
            themes={data.themes}
            market={{
              locale: market.locale,
              bcp47: market.bcp47,
              country: market.country,
              hasAutocomplete: market.hasAutocomplete,
            }}
            values={{
              q: where,
              checkin: criteria.checkin,
              checkout: criteria.checkout,
              a: criteria.pax.adults,
              c: criteria.pax.children,
              b: criteria.pax.babies,
              theme: criteria.theme,
            }}
          />
        </details>
      </div>
    </div>
  );
}
