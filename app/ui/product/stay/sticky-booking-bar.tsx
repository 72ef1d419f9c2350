import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { button } from '~/ui/button.css';
import * as css from './stay-page.css';

/** The product page's stickiness root margin (72 px). */
export const STICKY_ROOT_MARGIN = '72px';

/**
 * Desktop only, with JavaScript: once the booking panel has left the view, a bar with the price and
 * a link back to the panel. Nothing is rendered on the server or while the panel is in view.
 */
export function StickyBookingBar({
  panelId,
  title,
  price,
}: {
  panelId: string;
  title: string;
  price: string;
}) {
  const { t } = useTranslation('product');
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const panel = document.getElementById(panelId);
    if (!panel || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(([entry]) => setShown(!entry.isIntersecting), {
      rootMargin: STICKY_ROOT_MARGIN,
    });
    observer.observe(panel);
    return () => observer.disconnect();
  }, [panelId]);
  if (!shown) return null;
  return (
    <div className={`${css.stickyBar} ${css.stickyBarShown}`}>
      <div className={css.stickyInner}>
        <span>
          <strong>{title}</strong> · {price}
        </span>
        <a className={button.primary} href={`#${panelId}`}>
          {t('booking.seePrices')}
        </a>
      </div>
    </div>
  );
}
