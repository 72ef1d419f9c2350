import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardView, StressBadge } from '~/domain/search/card';
import { formatIsoDate } from '~/domain/calendar/dates';
import { formatMoney } from '~/domain/format';
import { CardCarousel } from './card-carousel';
import * as css from './offer-card.css';

export interface OfferCardProps {
  card: CardView;
  /** BCP 47 tag of the market, for Intl */
  locale: string;
  eager?: boolean;
  headingLevel?: 'h2' | 'h3';
}

const scoreFormats = new Map<string, Intl.NumberFormat>();
function formatScore(value: number, locale: string): string {
  let format = scoreFormats.get(locale);
  if (!format)
    scoreFormats.set(
      locale,
      (format = new Intl.NumberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 })),
    );
  return format.format(value);
}

function humanize(key: string): string {
  const text = key.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/**
 * An offer card. The hotel name is the card's link, stretched over the whole card; the
 * carousel and 'See the other offers from this hotel' sit above it as their own targets.
 */
export function OfferCard({ card, locale, eager = false, headingLevel = 'h3' }: OfferCardProps) {
  const { t } = useTranslation('results');
  const titleId = useId();
  const Heading = headingLevel;
  const money = (cents: number) => formatMoney(cents, locale);
  const review = card.hotel.review;
  const badgeText = (badge: StressBadge): string => {
    switch (badge.kind) {
      case 'priority':
      case 'stress':
      case 'marketing':
        return t(`card.badges.labels.${badge.label}`, { defaultValue: humanize(badge.label) });
      case 'expiration':
        return t('card.badges.until', {
          date: formatIsoDate(badge.date, locale, { day: 'numeric', month: 'long' }),
        });
      case 'lastMinute':
        return t('card.badges.lastMinute');
      case 'roomsLeft':
        return t('card.badges.roomsLeft', { count: badge.count });
    }
  };
  const urgent = (badge: StressBadge) =>
    badge.kind === 'roomsLeft' || badge.kind === 'lastMinute' || badge.kind === 'expiration';

  return (
    <article className={css.card} aria-labelledby={titleId}>
      <div className={css.media}>
        <CardCarousel imageIds={card.imageIds} href={card.href} hotel={card.hotel.label} eager={eager} />
        {card.badges.length > 0 ? (
          <ul className={css.badges}>
            {card.badges.map((badge, i) => (
              <li key={i} className={urgent(badge) ? `${css.badge} ${css.urgent}` : css.badge}>
                {badgeText(badge)}
              </li>
            ))}
          </ul>
        ) : null}
        {card.promoPercent ? (
          <span className={css.promo} aria-hidden="true">
            {t('card.promo', { percent: card.promoPercent })}
          </span>
        ) : null}
      </div>
      <div className={css.body}>
        <Heading className={css.title} id={titleId}>
          <a className={css.stretched} href={card.href}>
            {card.hotel.label}
          </a>
        </Heading>
        <p className={css.line}>
          {card.hotel.stars > 0 ? (
            <span
              className={`${css.stars} ${css.starCount[Math.min(card.hotel.stars, 5) as keyof typeof css.starCount]}`}
            >
              <span className="visually-hidden">{t('card.stars', { count: card.hotel.stars })}</span>
            </span>
          ) : null}
          <span>{card.hotel.locationLabel}</span>
        </p>
        <p className={css.label}>{card.label}</p>
        <p className={css.line}>
          {review.count > 0 && review.average !== null ? (
            <>
              <span className={css.score}>
                <span aria-hidden="true">
                  {t('card.score', { score: formatScore(review.average, locale) })}
                </span>
                <span className="visually-hidden">
                  {t('card.scoreLabel', { score: formatScore(review.average, locale) })}
                </span>
              </span>
              <span>{t('card.reviews', { count: review.count })}</span>
            </>
          ) : (
            <span className={css.isNew}>{t('card.new')}</span>
          )}
          {card.distanceKm !== undefined ? (
            <span className={css.distance}>{t('card.distance', { count: card.distanceKm })}</span>
          ) : null}
        </p>
        <div className={css.footer}>
          <div className={css.price}>
            {card.refPriceCents !== undefined ? (
              <span className={css.priceRow}>
                <s className={css.ref} aria-hidden="true">
                  {money(card.refPriceCents)}
                </s>
                <span className="visually-hidden">
                  {t('card.refPrice', { price: money(card.refPriceCents) })}
                </span>
                {card.promoPercent ? (
                  <span className="visually-hidden">{t('card.promo', { percent: card.promoPercent })}</span>
                ) : null}
              </span>
            ) : null}
            <span className={css.priceRow}>
              <strong className={card.promoPercent ? `${css.amount} ${css.amountPromo}` : css.amount}>
                {money(card.priceCents)}
              </strong>
              {card.perPersonCents === undefined && card.nights > 0 ? (
                <span className={css.small}>{t('card.forNights', { count: card.nights })}</span>
              ) : null}
            </span>
            {card.perNightCents !== undefined ? (
              <span className={css.small}>{t('card.perNight', { price: money(card.perNightCents) })}</span>
            ) : null}
            {card.perPersonCents !== undefined ? (
              <span className={css.small}>{t('card.perPerson', { price: money(card.perPersonCents) })}</span>
            ) : null}
          </div>
          {/* The whole card is the title's link (its overlay takes the click): this button is only its look. */}
          <span className={css.cta} aria-hidden="true">
            {t(`card.cta.${card.cta}`)}
          </span>
        </div>
        {card.otherOffersCount > 0 && card.otherOffersHref ? (
          <div className={css.otherRow}>
            <a className={css.other} href={card.otherOffersHref}>
              {t('card.otherOffers')}
            </a>
          </div>
        ) : null}
      </div>
    </article>
  );
}
