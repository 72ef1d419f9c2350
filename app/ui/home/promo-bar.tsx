import { useTranslation } from 'react-i18next';
import type { Flow } from '~/domain/flows';
import { CmsLink } from '../cms-link';
import * as css from './promo-bar.css';

export interface PromoBarLink {
  label: string;
  url: string;
  newTab?: boolean;
  variant?: 'default' | 'black';
}

export interface PromoBarProps {
  /** Stays / Gifts toggle through the flow query parameter */
  showFlowTabs: boolean;
  currentFlow: Flow;
  staysHref: string;
  giftsHref: string;
  links: readonly PromoBarLink[];
}

/** The promo bar under the header: the Stays / Gifts flow toggle and the campaign links. */
export function PromoBar({ showFlowTabs, currentFlow, staysHref, giftsHref, links }: PromoBarProps) {
  const { t } = useTranslation('home');
  if (!showFlowTabs && links.length === 0) return null;
  return (
    <div className={css.bar}>
      <div className={`container ${css.inner}`}>
        {showFlowTabs ? (
          <nav aria-label={t('promoBar.flowsLabel')}>
            <ul className={css.tabs}>
              {(
                [
                  ['booking', staysHref, 'stays'],
                  ['gifting', giftsHref, 'gifts'],
                ] as const
              ).map(([flow, href, label]) => (
                <li key={flow}>
                  <a className={css.tab} href={href} aria-current={currentFlow === flow ? 'page' : undefined}>
                    {t(`promoBar.${label}`)}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        {links.length > 0 ? (
          <ul className={css.links} aria-label={t('promoBar.linksLabel')}>
            {links.map((l, i) => (
              <li key={i}>
                <CmsLink
                  className={`${css.link} ${l.variant === 'black' ? css.linkBlack : ''}`}
                  href={l.url}
                  newTab={l.newTab}
                >
                  {l.label}
                </CmsLink>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
