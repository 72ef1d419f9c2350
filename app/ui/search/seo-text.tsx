import { useTranslation } from 'react-i18next';
import type { SearchSuggestions, SeoText as SeoTextData } from '~/domain/content';
import { localHref } from '../href';
import * as css from './seo-text.css';

export interface SeoTextProps {
  seoText: SeoTextData | null;
  suggestions: SearchSuggestions | null;
  marketCode: string;
}

/** The long SEO text and the suggestion links ('{{count}} weekends') at the bottom of the results. */
export function SeoText({ seoText, suggestions, marketCode }: SeoTextProps) {
  const { t } = useTranslation('results');
  if (!seoText && !suggestions?.links.length) return null;
  return (
    <div className={css.section}>
      {seoText ? (
        <section>
          <h2 className={css.title}>{seoText.title}</h2>
          {seoText.paragraphs.map((p, i) => (
            <p key={i} className={css.text}>
              {p}
            </p>
          ))}
        </section>
      ) : null}
      {suggestions && suggestions.links.length > 0 ? (
        <nav aria-label={suggestions.title}>
          <h2 className={css.title}>{suggestions.title}</h2>
          <ul className={css.links}>
            {suggestions.links.map((link) => (
              <li key={link.url}>
                <a className={css.link} href={localHref(link.url, marketCode)}>
                  {link.label}
                  <span className={css.count}>
                    {t('suggestions.weekends', { count: link.numberOfOffers })}
                  </span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
    </div>
  );
}
