import { useTranslation } from 'react-i18next';
import type { Flow } from '~/domain/flows';
import { imageSrcSet, imageUrl } from '~/domain/images';
import { findMarket, DEFAULT_MARKET } from '~/domain/market';
import type { CardView } from '~/domain/search/card';
import { button } from './button.css';
import { ErrorIllustration } from './error-illustration';
import * as errorCss from './error-page.css';
import * as css from './not-found-page.css';
import { SearchBox } from './search-box';
import { OfferCard } from './search/offer-card';

export interface NotFoundPageProps {
  marketCode: string;
  today: string;
  themes: { id: number; name: string }[];
  flows: readonly Flow[];
  tooLate: { hotel: string; cards: CardView[] } | null;
  articles: { id: number; title: string; teaser: string; imageId: string; href: string }[];
}

/** The not-found page: 'Oops!', or 'Too late!' with the hotel's other offers, then help. */
export function NotFoundPage({ marketCode, today, themes, flows, tooLate, articles }: NotFoundPageProps) {
  const { t } = useTranslation('errors');
  const market = findMarket(marketCode) ?? DEFAULT_MARKET;
  const flowHref = (flow: Flow) => `/${marketCode}${flow === 'booking' ? '' : `?flow=${flow}`}`;
  return (
    <main id="main">
      <div className={errorCss.page}>
        <div className={errorCss.card}>
          <ErrorIllustration className={errorCss.illustration} />
          <h1 className={errorCss.title}>{tooLate ? t('notFound.tooLate') : t('notFound.title')}</h1>
          <p className={errorCss.text}>{tooLate ? t('notFound.expired') : t('notFound.text')}</p>
          <a className={button.primary} href={`/${marketCode}`}>
            {t('goHome')}
          </a>
        </div>
      </div>

      {tooLate ? (
        <section className={css.section} aria-labelledby="other-offers">
          <h2 id="other-offers" className={css.heading}>
            {t('notFound.otherOffer', { hotel: tooLate.hotel })}
          </h2>
          <ul className={css.carousel}>
            {tooLate.cards.map((card) => (
              <li key={card.id} className={css.slide}>
                <OfferCard card={card} locale={market.bcp47} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section className={css.section} aria-labelledby="find-next-weekend">
        <h2 id="find-next-weekend" className={css.heading}>
          {t('notFound.help')}
        </h2>
        <SearchBox
          marketCode={marketCode}
          flow="booking"
          flows={flows}
          hrefForFlow={flowHref}
          today={today}
          themes={themes}
          headingLevel="h3"
        />
      </section>

      {articles.length > 0 ? (
        <section className={css.section} aria-labelledby="selection">
          <h2 id="selection" className={css.heading}>
            {t('notFound.selection')}
          </h2>
          <ul className={css.articles}>
            {articles.map((a) => (
              <li key={a.id}>
                <a className={css.article} href={a.href}>
                  <img
                    className={css.articleImage}
                    src={imageUrl(a.imageId, '640_360')}
                    srcSet={imageSrcSet(a.imageId, ['640_360', '960_540'])}
                    sizes="(min-width: 768px) 33vw, 100vw"
                    width={640}
                    height={360}
                    loading="lazy"
                    alt=""
                  />
                  <span className={css.articleText}>
                    <span className={css.articleTitle}>{a.title}</span>
                    <span>{a.teaser}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </main>
  );
}
