import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '~/domain/flows';
import { PRICE_SLIDER, priceSliderBounds } from '~/domain/search/criteria';
import { formatMoney } from '~/domain/format';
import { centsToEuros } from './query';
import { NumberField } from './number-field';
import * as fields from './filter-fields.css';
import * as css from './price-fields.css';

export interface PriceFieldsProps {
  legend: string;
  hideLegend?: boolean;
  flow: Flow;
  /** the current bounds, cents */
  priceMin?: number;
  priceMax?: number;
  /** the cheapest and dearest offers of the search, cents */
  range: { min: number | null; max: number | null };
  locale: string;
}

/**
 * Budget in whole euros (`budgetMin` / `budgetMax`): the server turns them into cents with the
 * slider rule (9 or less: no minimum; 250 or more: no maximum, shown '+250 €').
 */
export function PriceFields({
  legend,
  hideLegend = false,
  flow,
  priceMin,
  priceMax,
  range,
  locale,
}: PriceFieldsProps) {
  const { t } = useTranslation('results');
  const hintId = useId();
  const { min, max } = priceSliderBounds(flow);
  const money = (euros: number) => formatMoney(euros * 100, locale);
  return (
    <fieldset className={fields.fieldsetTight}>
      <legend className={hideLegend ? 'visually-hidden' : fields.legend}>{legend}</legend>
      <div className={css.inputs}>
        <NumberField
          name="budgetMin"
          label={t('filters.priceMin')}
          defaultValue={centsToEuros(priceMin)}
          min={0}
          max={PRICE_SLIDER.fallbackMax}
          placeholder={String(min)}
          describedBy={hintId}
        />
        <NumberField
          name="budgetMax"
          label={t('filters.priceMax')}
          defaultValue={centsToEuros(priceMax)}
          min={0}
          max={PRICE_SLIDER.fallbackMax}
          placeholder={`${max}+`}
          describedBy={hintId}
        />
      </div>
      <p className={fields.hint} id={hintId}>
        {t('filters.priceHint', { min, max, top: `+${money(max)}` })}
        {range.min !== null && range.max !== null
          ? ` ${t('filters.priceRange', { min: formatMoney(range.min, locale, { fractionDigits: 0 }), max: formatMoney(range.max, locale, { fractionDigits: 0 }) })}`
          : null}
      </p>
    </fieldset>
  );
}
