import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '../button.css';
import { CloseIcon } from '../icons';
import * as css from './map-view.css';
import type { HotelSelection } from './use-map-hotels';

/** The chosen hotel's card: its number, name, stars, place and price, and a link to the offer; or why it has none. */
export function HotelCard(props: {
  id: string;
  selection: HotelSelection;
  headingRef: RefObject<HTMLHeadingElement>;
  money: (cents: number) => string;
  onClose: () => void;
}) {
  const { t } = useTranslation('map');
  const { selection } = props;
  return (
    <section id={props.id} className={css.card} aria-label={t('card.label')}>
      <button type="button" className={css.cardClose} aria-label={t('card.close')} onClick={props.onClose}>
        <CloseIcon size={20} />
      </button>
      {selection.status === 'ready' ? (
        <>
          <h3 className={css.cardTitle} ref={props.headingRef} tabIndex={-1}>
            {selection.info.n ? <span className={css.cardNumber}>{selection.info.n}</span> : null}
            {selection.info.name}
          </h3>
          {selection.info.stars > 0 ? (
            <p className={css.cardLine}>
              <span className="visually-hidden">{t('card.stars', { count: selection.info.stars })}</span>
              <span className={css.stars} aria-hidden="true">
                {'★'.repeat(selection.info.stars)}
              </span>
            </p>
          ) : null}
          {selection.info.place ? <p className={css.cardLine}>{selection.info.place}</p> : null}
          <p className={css.cardPrice}>
            {t('card.priceFrom', { price: props.money(selection.info.priceCents) })}
          </p>
          <a className={button.primary} href={selection.info.href}>
            {t('card.seeOffer')}
          </a>
        </>
      ) : (
        <p className={css.cardLine} role={selection.status === 'loading' ? 'status' : 'alert'}>
          {t(
            selection.status === 'loading'
              ? 'card.loading'
              : selection.status === 'none'
                ? 'card.noOffer'
                : 'card.error',
          )}
        </p>
      )}
    </section>
  );
}
