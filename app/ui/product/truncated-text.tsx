import { useTranslation } from 'react-i18next';
import { truncateAt } from '~/domain/product/truncate';
import * as css from './truncated-text.css';

/** Descriptions show truncated at 86 characters on phones and 250 on desktop. */
export const TRUNCATE_AT = { mobile: 86, desktop: 250 } as const;

/**
 * A product description shortened with 'See more' / 'See less' on a native `<details>` (no
 * JavaScript needed): the short text hides while the details are open.
 */
export function TruncatedText({ text }: { text: string }) {
  const { t } = useTranslation('product');
  if (text.length <= TRUNCATE_AT.mobile) return <p>{text}</p>;
  const fitsDesktop = text.length <= TRUNCATE_AT.desktop;
  return (
    <div className={css.truncated}>
      <p className={css.short}>
        <span className={css.mobile}>{truncateAt(text, TRUNCATE_AT.mobile)}</span>
        <span className={css.desktop}>{truncateAt(text, TRUNCATE_AT.desktop)}</span>
      </p>
      <details className={fitsDesktop ? css.mobileOnly : undefined}>
        <summary className={css.summary}>
          <span className={css.more}>{t('seeMore')}</span>
          <span className={css.less}>{t('seeLess')}</span>
        </summary>
        <p>{text}</p>
      </details>
    </div>
  );
}
