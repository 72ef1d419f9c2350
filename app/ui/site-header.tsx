import { useLocation } from '@remix-run/react';
import { useEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { siblingLanguageMarkets, type Market } from '~/domain/market';
import { pathInMarket } from '~/domain/seo';
import { ChevronDownIcon, CloseIcon, GiftIcon, HelpIcon, MenuIcon, UserIcon } from './icons';
import { Logo } from './logo';
import type { MenuTheme } from './shell';
import * as css from './site-header.css';

export interface SiteHeaderProps {
  market: Market;
  /** theme links of the menus (`/{m}/search?theme={id}`) */
  themes?: MenuTheme[];
  /** checkout-like pages: the logo only */
  simplified?: boolean;
}

/** Theme panels switch to columns at 15 or more links. */
const COLUMNS_FROM = 15;

/**
 * The site header and its menus. Every menu is a `<details>` so it
 * opens without JavaScript; with JavaScript, Escape, a click elsewhere or a navigation closes it.
 */
export function SiteHeader({ market, themes = [], simplified = false }: SiteHeaderProps) {
  const { t } = useTranslation('common');
  const location = useLocation();
  const headerRef = useRef<HTMLElement>(null);
  const current = location.pathname + location.search;
  const home = `/${market.code}`;
  const languages = siblingLanguageMarkets(market);
  const signIn = `/${market.code}/account/signin?origin=${encodeURIComponent(current)}`;
  const help = `/${market.code}/contact`;
  const gift = `/${market.code}/gift-voucher`;
  const themeHref = (id: number) => `/${market.code}/search?theme=${id}`;

  useCloseMenus(headerRef, location.key);

  const languageList = (className: string) =>
    languages.length > 1 ? (
      <ul className={className} aria-label={t('header.language')}>
        {languages.map((m) => (
          <li key={m.code}>
            <a
              className={css.languageLink}
              href={pathInMarket(location.pathname, m) + location.search}
              hrefLang={m.bcp47}
              lang={m.bcp47}
              aria-current={m.code === market.code ? 'true' : undefined}
            >
              {t(`languages.${m.language}`)}
            </a>
          </li>
        ))}
      </ul>
    ) : null;

  return (
    <header className={css.header} ref={headerRef}>
      <div className={`container ${css.inner}`}>
        {simplified ? null : (
          <details className={`${css.menu} ${css.burger}`} data-menu="">
            <summary className={css.summary}>
              <span className={css.iconWhenClosed}>
                <MenuIcon />
              </span>
              <span className={css.iconWhenOpen}>
                <CloseIcon />
              </span>
              <span className="visually-hidden">{t('header.menu')}</span>
            </summary>
            <nav className={css.burgerPanel} aria-label={t('header.menu')}>
              {languages.length > 1 ? (
                <div className={css.panelSection}>
                  <p className={css.panelTitle}>{t('header.language')}</p>
                  {languageList(css.languages)}
                </div>
              ) : null}
              <ul className={css.panelList}>
                <li>
                  <a className={css.panelLink} href={gift}>
                    <GiftIcon />
                    {t('header.offerGift')}
                  </a>
                </li>
                <li>
                  <a className={css.panelLink} href={signIn}>
                    <UserIcon />
                    {t('header.account')}
                  </a>
                </li>
                <li>
                  <a className={css.panelLink} href={help}>
                    <HelpIcon />
                    {t('header.help')}
                  </a>
                </li>
              </ul>
              {themes.length > 0 ? (
                <div className={css.panelSection}>
                  <p className={css.panelTitle}>{t('header.themes')}</p>
                  <ul className={css.panelList}>
                    {themes.map((theme) => (
                      <li key={theme.id}>
                        <a className={css.panelLink} href={themeHref(theme.id)}>
                          {theme.name}
                        </a>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
            </nav>
          </details>
        )}

        <a className={css.logoLink} href={home} aria-label={t('header.homeLink', { brand: t('brand') })}>
          <Logo brand={t('brand')} className={css.logo} />
        </a>

        {simplified ? null : (
          <nav className={css.nav} aria-label={t('header.navLabel')}>
            <ul className={css.navList}>
              {languages.length > 1 ? (
                <li className={css.desktopOnly}>{languageList(css.languages)}</li>
              ) : null}
              {themes.length > 0 ? (
                <li className={css.desktopOnly}>
                  <details className={css.menu} data-menu="">
                    <summary className={css.summary}>
                      {t('header.themes')}
                      <span data-chevron="" className={css.chevron}>
                        <ChevronDownIcon />
                      </span>
                    </summary>
                    <div className={css.themesPanel}>
                      <ul
                        className={`${css.themeGrid} ${themes.length >= COLUMNS_FROM ? css.themeGridColumns : ''}`}
                      >
                        {themes.map((theme) => (
                          <li key={theme.id}>
                            <a className={css.themeLink} href={themeHref(theme.id)}>
                              {theme.name}
                            </a>
                          </li>
                        ))}
                      </ul>
                    </div>
                  </details>
                </li>
              ) : null}
              <li className={css.desktopOnly}>
                <a className={css.navLink} href={help}>
                  <HelpIcon />
                  {t('header.help')}
                </a>
              </li>
              <li>
                <a className={css.navLink} href={gift}>
                  <GiftIcon />
                  <span className={css.responsiveLabel}>{t('header.offerGift')}</span>
                </a>
              </li>
              <li>
                <a className={css.accountLink} href={signIn}>
                  <UserIcon />
                  <span className={css.responsiveLabel}>{t('header.account')}</span>
                </a>
              </li>
            </ul>
          </nav>
        )}
      </div>
    </header>
  );
}

/** Enhancement: Escape, a click outside or a navigation closes the open `<details>` menus. */
function useCloseMenus(root: RefObject<HTMLElement>, navigationKey: string) {
  useEffect(() => {
    root.current?.querySelectorAll('details[data-menu][open]').forEach((d) => d.removeAttribute('open'));
  }, [root, navigationKey]);

  useEffect(() => {
    const openMenus = () =>
      Array.from(root.current?.querySelectorAll<HTMLDetailsElement>('details[data-menu][open]') ?? []);
    const onClick = (event: MouseEvent) => {
      for (const d of openMenus()) if (!d.contains(event.target as Node)) d.open = false;
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const d of openMenus()) {
        d.open = false;
        d.querySelector('summary')?.focus();
      }
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [root]);
}
