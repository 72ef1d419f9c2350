import { useTranslation } from 'react-i18next';
import type { BoxFormat } from '~/domain/product/box-rules';
import * as css from './box-detail.css';

export interface GiftingOption {
  format: BoxFormat;
  /** the page of this format's box; absent for the page's own format */
  href?: string;
}

/**
 * The gifting options as an accordion of `<details>`: digital always, physical when the family has a
 * physical box that the market sells. The current format is open.
 */
export function BoxGiftingOptions({ options, current }: { options: GiftingOption[]; current: BoxFormat }) {
  const { t } = useTranslation('boxes');
  return (
    <section className={css.section} aria-labelledby="box-gifting">
      <h2 className={css.sectionTitle} id="box-gifting">
        {t('gifting.title')}
      </h2>
      <div className={css.options}>
        {options.map((option) => (
          <details key={option.format} className={css.option} open={option.format === current}>
            <summary className={css.optionSummary}>{t(`gifting.${option.format}.title`)}</summary>
            <div className={css.optionBody}>
              <p className={css.text}>{t(`gifting.${option.format}.text`)}</p>
              {option.href ? (
                <p className={css.text}>
                  <a href={option.href}>
                    {t('gifting.choose')}
                    <span className="visually-hidden">: {t(`gifting.${option.format}.title`)}</span>
                  </a>
                </p>
              ) : null}
            </div>
          </details>
        ))}
      </div>
    </section>
  );
}
