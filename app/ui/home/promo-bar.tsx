import { useTranslation } from 'react-i18next';
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
  currentFlow: 'booking' | 'gifting' | 'activity' | 'hotel';
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
              <li>
                <a
                  className={css.tab}
                  href={staysHref}
                  aria-current={currentFlow === 'booking' ? 'page' : undefined}
                >
                  {t('promoBar.stays')}
                </a>
              </li>
              <li>
                <a
                  className={css.tab}
                  href={giftsHref}
                  aria-current={currentFlow === 'gifting' ? 'page' : undefined}
                >
                  {t('promoBar.gifts')}
                </a>
              </li>
            </ul>
          </nav>
        ) : null}
        {links.length > 0 ? (
          <ul className={css.links} aria-label={t('promoBar.linksLabel')}>
            {links.map((l, i) => (
              <li key={i}>
                <a
                  className={`${css.link} ${l.variant === 'black' ? css.linkBlack : ''}`}
                  href={l.url}
                  target={l.newTab ? '_blank' : undefined}
                  rel={l.newTab ? 'noopener' : undefined}
                >
                  {l.label}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </div>
  );
}
