import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BoxOfferJson } from '~/domain/api/boxes';
import { apiGet } from '../../api-client';
import { OfferCard } from '../../search/offer-card';
import * as grid from '../../search/results-grid.css';
import * as css from './box-detail.css';

export interface BoxStaysProps {
  code: string;
  /** the market's locale id (fr_FR), for the API */
  apiLocale: string;
  /** BCP 47 tag of the market, for Intl */
  bcp47: string;
  total: number;
  page: number;
  pageCount: number;
  cards: BoxOfferJson[];
  /** the address of page `n` of this box's page */
  pageHref: (page: number) => string;
}

/**
 * The stays a box offers, 8 a page. Without JavaScript the pages are links (`?page=2`); with it, the
 * next page is asked of the JSON API as the end of the list scrolls into view, until none is left.
 * A failed load changes nothing: the link to the next page stays (box offers fail silently).
 */
export function BoxStays({ code, apiLocale, bcp47, total, page, pageCount, cards, pageHref }: BoxStaysProps) {
  const { t } = useTranslation('boxes');
  const [shown, setShown] = useState(cards);
  const [next, setNext] = useState(page < pageCount ? page + 1 : undefined);
  const [loading, setLoading] = useState(false);
  const sentinel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = sentinel.current;
    if (next === undefined || !target || typeof IntersectionObserver === 'undefined') return;
    const controller = new AbortController();
    let busy = false;
    const observer = new IntersectionObserver(
      (entries) => {
        if (busy || !entries.some((entry) => entry.isIntersecting)) return;
        busy = true;
        setLoading(true);
        void apiGet('boxOffers', {
          params: { code },
          query: { locale: apiLocale, page: next },
          signal: controller.signal,
        }).then((result) => {
          if (controller.signal.aborted) return;
          setLoading(false);
          busy = false;
          if (!result.ok) return;
          const more = result.data.exactMatch;
          setShown((current) => [...current, ...more]);
          // Pages load until one comes back empty or the last is reached.
          setNext(more.length > 0 && next < result.data.searchDetails.pageCount ? next + 1 : undefined);
        });
      },
      { rootMargin: '300px 0px' },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      controller.abort();
    };
  }, [next, code, apiLocale]);

  return (
    <section className={css.section} aria-labelledby="box-stays">
      <div className={css.staysHead}>
        <h2 className={css.sectionTitle} id="box-stays">
          {t('stays.title')}
        </h2>
        {total > 0 ? <p className={css.facts}>{t('stays.count', { count: total })}</p> : null}
      </div>
      {shown.length > 0 ? (
        <ul className={grid.grid} data-testid="box-stays">
          {shown.map((card) => (
            <li key={card.id}>
              <OfferCard card={card} locale={bcp47} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={css.text}>{t('stays.none')}</p>
      )}
      <div ref={sentinel} className={css.sentinel} />
      <p role="status" className={loading ? css.facts : 'visually-hidden'}>
        {loading ? t('stays.loading') : ''}
      </p>
      {pageCount > 1 ? (
        <nav className={css.pager} aria-label={t('stays.pagesLabel')}>
          {page > 1 ? (
            <a href={pageHref(Math.min(page - 1, pageCount))} rel="prev">
              {t('stays.previous')}
            </a>
          ) : null}
          <span>
            {t('stays.page', {
              page: next !== undefined ? next - 1 : Math.min(page, pageCount),
              count: pageCount,
            })}
          </span>
          {next !== undefined ? (
            <a href={pageHref(next)} rel="next">
              {t('stays.next')}
            </a>
          ) : null}
        </nav>
      ) : null}
    </section>
  );
}
