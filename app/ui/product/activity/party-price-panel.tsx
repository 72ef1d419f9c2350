import { Form, useSubmit } from '@remix-run/react';
import { useEffect, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '~/domain/format';
import { purchaseHrefs } from '~/domain/product/activity-page';
import { changePartySize, type PartyPriceView } from '~/domain/product/activity-party';
import { button } from '../../button.css';
import { useHydrated } from '../../search/use-hydrated';
import * as css from './activity-page.css';

export interface PartyPricePanelProps {
  marketCode: string;
  bcp47: string;
  productId: number;
  /** the page's path: the party form asks it again with `a` */
  path: string;
  /** the party of the address (already checked against the table) */
  party: number;
  /** one entry per priced party size, smallest first */
  prices: PartyPriceView[];
  validityMonths: number;
}

/**
 * The price and party-size panel: a GET form of the page's own address (`a`), so a new party size
 * is a new address without JavaScript; with it, the price follows the choice at once and the
 * address is replaced (no new history entry).
 */
export function PartyPricePanel(props: PartyPricePanelProps) {
  const { t } = useTranslation('activity');
  const hydrated = useHydrated();
  const submit = useSubmit();
  const [party, setParty] = useState(props.party);
  useEffect(() => setParty(props.party), [props.party]);
  const sizes = props.prices.map((p) => p.partySize);
  const price = props.prices.find((p) => p.partySize === party) ?? props.prices[0];
  if (!price) return null;
  const money = (cents: number) => formatMoney(cents, props.bcp47);
  const hrefs = purchaseHrefs(props.marketCode, props.productId, price.partySize);

  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const next = changePartySize(party, Number(event.currentTarget.value), sizes);
    setParty(next);
    submit(
      { a: String(next) },
      { method: 'get', action: props.path, replace: true, preventScrollReset: true },
    );
  };

  return (
    <aside className={css.panel} aria-labelledby="price-title">
      <h2 id="price-title" className={css.heading}>
        {t('price.title')}
      </h2>
      <Form method="get" action={props.path} preventScrollReset className={css.section}>
        <label className={css.field}>
          {t('price.party')}
          <select name="a" className={css.select} value={price.partySize} onChange={onChange}>
            {sizes.map((size) => (
              <option key={size} value={size}>
                {t('price.partyOption', { count: size })}
              </option>
            ))}
          </select>
        </label>
        {hydrated ? null : (
          <button type="submit" className={button.outline}>
            {t('price.update')}
          </button>
        )}
      </Form>
      <div aria-live="polite" className={css.section} data-testid="activity-price">
        <p className={css.perPerson}>{t('price.perPerson', { price: money(price.perPersonCents) })}</p>
        <p>{t('price.total', { price: money(price.sellCents), count: price.partySize })}</p>
        {price.promo > 0 ? (
          <p>
            <span className={css.promo}>{t('price.promo', { percent: price.promo })}</span>{' '}
            <span className={css.reference}>{t('price.reference', { price: money(price.refCents) })}</span>{' '}
            {t('price.saved', { price: money(price.moneySavedCents) })}
          </p>
        ) : null}
        <p className={css.muted}>{t('price.validity', { count: props.validityMonths })}</p>
      </div>
      <div className={css.actions}>
        <a className={button.primary} href={hrefs.offer}>
          {t('price.offer')}
        </a>
        <a className={button.outline} href={hrefs.buyForMyself}>
          {t('price.buyForMyself')}
        </a>
      </div>
    </aside>
  );
}
