import { useTranslation } from 'react-i18next';
import { countrySwitcherMarkets, type Market } from '~/domain/market';
import { button } from './button.css';
import * as css from './site-footer.css';

export interface SiteFooterProps {
  market: Market;
  /** legal links (CMS footer.showLegal) */
  showLegal?: boolean;
  /** help and contact part (CMS footer.showContact) */
  showContact?: boolean;
}

const LEGAL_PAGES = [
  'general-conditions',
  'conditions-of-use',
  'data-protection',
  'cookies',
  'partners',
] as const;

/**
 * The site footer: extra-discount banner, help and contact, legal links
 * (press room for es-es and fr-fr only, FAQ), the country switcher and the copyright line.
 */
export function SiteFooter({ market, showLegal = true, showContact = true }: SiteFooterProps) {
  const { t } = useTranslation('common');
  const m = market.code;
  const page = (id: string) => `/${m}/page/${id}`;
  return (
    <footer className={css.footer}>
      <div className={css.discount}>
        <div className={`container ${css.discountInner}`}>
          <div className={css.discountText}>
            <p className={css.discountTitle}>{t('footer.discount.title')}</p>
            <p className={css.discountBody}>{t('footer.discount.text')}</p>
          </div>
          <a className={button.brand} href={`/${m}/account/signin`}>
            {t('footer.discount.cta')}
          </a>
        </div>
      </div>

      <div className={`container ${css.grid}`}>
        {showContact ? (
          <section aria-labelledby="footer-help">
            <h2 className={css.columnTitle} id="footer-help">
              {t('footer.help.title')}
            </h2>
            <p className={css.text}>{t('footer.help.hours')}</p>
            <ul className={css.list}>
              <li>
                <a className={css.link} href={`/${m}/contact`}>
                  {t('footer.help.contact')}
                </a>
              </li>
              <li>
                <a className={css.link} href={page('faq')}>
                  {t('footer.links.faq')}
                </a>
              </li>
            </ul>
          </section>
        ) : null}

        {showLegal ? (
          <nav aria-labelledby="footer-legal">
            <h2 className={css.columnTitle} id="footer-legal">
              {t('footer.legal.title')}
            </h2>
            <ul className={css.list}>
              {LEGAL_PAGES.map((id) => (
                <li key={id}>
                  <a className={css.link} href={page(id)}>
                    {t(`footer.links.${id}`)}
                  </a>
                </li>
              ))}
              {market.hasPressRoom ? (
                <li>
                  <a className={css.link} href={page('press')}>
                    {t('footer.links.press')}
                  </a>
                </li>
              ) : null}
              {showContact ? null : (
                <li>
                  <a className={css.link} href={page('faq')}>
                    {t('footer.links.faq')}
                  </a>
                </li>
              )}
            </ul>
          </nav>
        ) : null}

        <nav aria-labelledby="footer-countries">
          <h2 className={css.columnTitle} id="footer-countries">
            {t('footer.countries.title')}
          </h2>
          <ul className={css.list}>
            {countrySwitcherMarkets().map((c) => (
              <li key={c.code}>
                <a
                  className={css.link}
                  href={`/${c.code}`}
                  hrefLang={c.bcp47}
                  lang={c.country === 'BE' ? undefined : c.bcp47}
                  aria-current={c.country === market.country ? 'true' : undefined}
                >
                  {t(`countries.${c.country}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      </div>

      <div className={css.bottom}>
        <div className={`container ${css.bottomInner}`}>
          <p className={css.smallPrint}>{t('footer.copyright', { brand: t('brand') })}</p>
          <p className={css.smallPrint}>{t('footer.prices')}</p>
        </div>
      </div>
    </footer>
  );
}
