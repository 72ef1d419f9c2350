import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import type { DestinationView } from '~/domain/search/page-data';
import { Notice } from './notice';
import * as css from './notice.css';
import { hrefWith, PLACE_PARAMS } from './query';

export interface DestinationMessagesProps {
  destination: DestinationView;
  basePath: string;
  query: string;
  /** the typed text */
  q?: string;
}

/**
 * Free text typed without autocomplete is resolved on the server: several places → 'Which
 * destination did you mean?' with links (same criteria, the chosen place instead of the text);
 * none → a message, the other criteria kept.
 */
export function DestinationMessages({ destination, basePath, query, q }: DestinationMessagesProps) {
  const { t } = useTranslation('results');
  if (destination.candidates && destination.candidates.length > 0) {
    return (
      <Notice tone="info">
        <h2 className={css.title}>{t('destination.candidatesTitle')}</h2>
        <p className={css.text}>{t('destination.candidatesText', { text: q ?? '' })}</p>
        <ul className={css.links}>
          {destination.candidates.map((c) => {
            const set =
              c.criterion === 'country' ? { country: c.countryCode } : { [c.criterion]: String(c.id) };
            return (
              <li key={`${c.criterion}-${c.id}`}>
                <Link className={css.chip} to={hrefWith(basePath, query, PLACE_PARAMS, set)}>
                  {c.label}
                  {c.context ? <span className={css.chipContext}>{c.context}</span> : null}
                </Link>
              </li>
            );
          })}
        </ul>
      </Notice>
    );
  }
  if (destination.unmatchedText) {
    return (
      <Notice>
        <p className={css.text}>{t('destination.unmatched', { text: destination.unmatchedText })}</p>
        <p className={css.text}>
          <Link className={css.link} to={hrefWith(basePath, query, PLACE_PARAMS)}>
            {t('destination.unmatchedLink')}
          </Link>
        </p>
      </Notice>
    );
  }
  if (destination.unknown) {
    return (
      <Notice>
        <p className={css.text}>{t('destination.unknown')}</p>
        <p className={css.text}>
          <Link
            className={css.link}
            to={hrefWith(basePath, query, [...PLACE_PARAMS, 'distanceMin', 'distanceMax'])}
          >
            {t('destination.unknownLink')}
          </Link>
        </p>
      </Notice>
    );
  }
  return null;
}
