import { useTranslation } from 'react-i18next';
import { JsonLd } from '../json-ld';
import * as css from './breadcrumb.css';

export interface BreadcrumbItem {
  label: string;
  href: string;
}

/**
 * The breadcrumb: a labelled nav with the current page marked, and its BreadcrumbList JSON-LD
 * (absolute URLs when the origin is known), carrying the request's nonce (`JsonLd`, `useNonce`).
 */
export function Breadcrumb({ items, origin }: { items: BreadcrumbItem[]; origin?: string }) {
  const { t } = useTranslation('results');
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: item.label,
      item: `${origin ?? ''}${item.href}`,
    })),
  };
  return (
    <nav aria-label={t('breadcrumb.label')}>
      <ol className={css.list}>
        {items.map((item, i) =>
          i === items.length - 1 ? (
            <li key={i} className={css.item}>
              <span className={css.current} aria-current="page">
                {item.label}
              </span>
            </li>
          ) : (
            <li key={i} className={css.item}>
              <a className={css.link} href={item.href}>
                {item.label}
              </a>
            </li>
          ),
        )}
      </ol>
      <JsonLd data={jsonLd} />
    </nav>
  );
}
