import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { HOTEL_INFO_STATES, type HotelInfoState } from '~/domain/product/hotel-page';
import type { HotelPageView } from '~/domain/product/hotel-view';
import * as css from './hotel-page.css';

/** The id of an information modal's opener: the focus returns there when the modal closes. */
export const infoOpenerId = (info: HotelInfoState) => `hotel-info-${info}`;

/**
 * About: the description cut at 86 characters on phones and 250 on desktops, opened by 'See more'
 * (a `<details>` before the text in the document, shown after it), and the information modals' links.
 */
export function HotelAbout({
  data,
  infoHref,
}: {
  data: HotelPageView;
  infoHref: (info: HotelInfoState) => string;
}) {
  const { t } = useTranslation('hotel');
  const { mobile, desktop, rest } = data.description;
  const truncated = desktop.length > 0 || rest.length > 0;
  return (
    <section id="about" className={css.section} aria-labelledby="about-title">
      <h2 id="about-title" className={css.sectionTitle}>
        {t('about.title')}
      </h2>
      <div className={css.about}>
        {truncated ? (
          <details className={css.more}>
            <summary className={css.summary}>
              <span>{t('about.seeMore')}</span>
              <span className={css.seeLess}>{t('about.seeLess')}</span>
            </summary>
          </details>
        ) : null}
        <p className={css.description}>
          {mobile}
          {desktop ? (
            <>
              <span className={`${css.ellipsis} ${css.mobileEllipsis}`}>…</span>
              <span className={css.desktopPart}>{desktop}</span>
            </>
          ) : null}
          {rest ? (
            <>
              <span className={css.restPart}>{rest}</span>
              <span className={`${css.ellipsis} ${css.desktopPart}`}>…</span>
            </>
          ) : null}
        </p>
      </div>
      <ul className={css.infoLinks}>
        {HOTEL_INFO_STATES.map((info) => (
          <li key={info}>
            <Link
              id={infoOpenerId(info)}
              className={css.infoLink}
              to={infoHref(info)}
              preventScrollReset
              rel="nofollow"
            >
              {t(`info.${info}.title`)}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
