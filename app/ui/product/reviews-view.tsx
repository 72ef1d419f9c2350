import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEW_SORTS } from '~/domain/reviews/review-options';
import type { ReviewsPage } from '~/domain/reviews/summary';
import { REVIEWS_VIEW_ID, type ReviewsViewChange } from '~/domain/reviews/view-state';
import { useHydrated } from '../search/use-hydrated';
import { languageName, ReviewCard } from './reviews-card';
import * as css from './reviews.css';

export interface ReviewsViewProps {
  /** from loadReviewsPage for the view's state (parseReviewsView + reviewsViewQuery) */
  page: ReviewsPage;
  /** each change's address: reviewsViewHrefs(path, search, state, pageLanguage) */
  hrefFor: (change: ReviewsViewChange) => string;
  /** BCP 47 tag of the market for numbers, months and language names; the page's language otherwise */
  locale?: string;
}

const capitalise = (text: string, locale: string) => text.charAt(0).toLocaleUpperCase(locale) + text.slice(1);

/**
 * The reviews view: pages of 10 with the sort and the language as links (a new sort or language goes
 * back to page 1). Without JavaScript it is a region of the page, rendered by the server for the
 * address's state (`?reviews=1&reviewsSort=&reviewsLang=&reviewsPage=`); with JavaScript the same
 * content in a dialog, whose links fetch the next state without a reload or a jump.
 */
export function ReviewsView(props: ReviewsViewProps) {
  const hydrated = useHydrated();
  // The dialog (and its library) loads only once a visitor opens the view with JavaScript: the
  // server and the first render draw the region, which stays until the dialog is there.
  return hydrated ? (
    <Suspense fallback={<ReviewsRegion {...props} />}>
      <ReviewsDialog {...props} />
    </Suspense>
  ) : (
    <ReviewsRegion {...props} />
  );
}

const ReviewsDialog = lazy(() => import('./reviews-dialog').then((m) => ({ default: m.ReviewsDialog })));

function ReviewsRegion(props: ReviewsViewProps) {
  const { t } = useTranslation('reviews');
  const titleId = `${REVIEWS_VIEW_ID}-title`;
  return (
    <section id={REVIEWS_VIEW_ID} className={css.view} aria-labelledby={titleId} tabIndex={-1}>
      <div className={css.viewHeader}>
        <h2 id={titleId} className={css.title}>
          {t('view.title')}
        </h2>
        <a className={css.action} href={props.hrefFor(null)}>
          {t('view.close')}
        </a>
      </div>
      <ReviewsViewBody {...props} link={(href, children, current) => plainLink(href, children, current)} />
    </section>
  );
}

function plainLink(href: string, children: ReactNode, current?: boolean) {
  return (
    <a
      className={current === undefined ? css.action : css.choice}
      href={href}
      aria-current={current || undefined}
      rel="nofollow"
    >
      {children}
    </a>
  );
}

export type LinkRenderer = (href: string, children: ReactNode, current?: boolean) => ReactNode;

export function ReviewsViewBody({ page, hrefFor, locale, link }: ReviewsViewProps & { link: LinkRenderer }) {
  const { t, i18n } = useTranslation('reviews');
  const bcp47 = locale ?? i18n.language;
  const total = page.languages.reduce((sum, l) => sum + l.count, 0);
  const asked = page.language ? languageName(page.language, bcp47) : '';
  const noneInLanguage = page.language !== null && page.totalCount === 0;
  return (
    <>
      <nav className={css.choiceGroup} aria-label={t('view.sort')}>
        <span className={css.muted}>{t('view.sort')}</span>
        <ul className={css.choices}>
          {REVIEW_SORTS.map((sort) => (
            <li key={sort}>{link(hrefFor({ sort }), t(`view.sortOption.${sort}`), sort === page.sort)}</li>
          ))}
        </ul>
      </nav>
      {page.languages.length > 0 ? (
        <nav className={css.choiceGroup} aria-label={t('view.language')}>
          <span className={css.muted}>{t('view.language')}</span>
          <ul className={css.choices}>
            <li>
              {link(
                hrefFor({ language: null }),
                t('view.languageOption', { language: t('view.allLanguages'), count: total }),
                page.language === null,
              )}
            </li>
            {page.languages.map(({ language, count }) => (
              <li key={language}>
                {link(
                  hrefFor({ language }),
                  t('view.languageOption', {
                    language: capitalise(languageName(language, bcp47), bcp47),
                    count,
                  }),
                  page.language === language,
                )}
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      {page.fallback ? <p role="status">{t('view.fallback', { language: asked })}</p> : null}
      {noneInLanguage && !page.fallback ? (
        <p role="status">
          {t('view.noneInLanguage', { language: asked })}{' '}
          {link(hrefFor({ language: null }), t('view.seeAllLanguages'))}
        </p>
      ) : null}
      {page.totalCount === 0 && page.languages.length === 0 ? <p>{t('block.empty')}</p> : null}
      {page.reviews.length > 0 ? (
        <ul className={css.cards}>
          {page.reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} locale={bcp47} />
            </li>
          ))}
        </ul>
      ) : null}
      {page.pageCount > 1 ? (
        <nav className={css.pager} aria-label={t('view.pages')}>
          {page.page > 1 ? link(hrefFor({ page: page.page - 1 }), t('view.previous')) : <span />}
          <span>{t('view.page', { page: page.page, count: page.pageCount })}</span>
          {page.page < page.pageCount ? link(hrefFor({ page: page.page + 1 }), t('view.next')) : <span />}
        </nav>
      ) : null}
    </>
  );
}
