import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { Notice } from './notice';
import * as css from './notice.css';

/** With children or babies and another theme than Family (39): a link to the family stays. */
export function FamilyPromo({ href }: { href: string }) {
  const { t } = useTranslation('results');
  return (
    <Notice tone="info">
      <p className={css.text}>
        {t('family.text')}{' '}
        <Link className={css.link} to={href}>
          {t('family.link')}
        </Link>
      </p>
    </Notice>
  );
}
