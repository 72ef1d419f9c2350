import { useTranslation } from 'react-i18next';
import { excerptOf } from '~/domain/product/activity-text';
import * as css from './activity-page.css';

/**
 * A description cut at 86 characters on phones and 250 on wider screens, opened by 'See more' and
 * closed by 'See less': a `<details>`, so it works without JavaScript.
 */
export function DescriptionExcerpt({ text }: { text: string }) {
  const { t } = useTranslation('activity');
  const e = excerptOf(text);
  if (!e.truncated) return <p>{text}</p>;
  return (
    <details className={e.longerThanDesktop ? undefined : css.fitsDesktop}>
      <summary className={css.toggle}>
        <span className={css.excerpt}>
          {e.head}
          <span className={css.desktopPart}>{e.middle}</span>
          <span className={css.ellipsis}>… </span>
        </span>
        <span className={`${css.toggleLabel} ${css.more}`}>{t('seeMore')}</span>
        <span className={`${css.toggleLabel} ${css.less}`}>{t('seeLess')}</span>
      </summary>
      <p>{text}</p>
    </details>
  );
}
