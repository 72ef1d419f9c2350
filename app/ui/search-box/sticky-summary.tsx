/**
 * The mobile sticky search summary: destination, dates, theme and travellers in a bar fixed to the
 * top, shown once the page scrolled more than 250 px while the search box is out of view
 * (IntersectionObserver), hidden when the box comes back or at the top. Pressing it brings the box
 * back and moves focus to the box's heading (focusing the destination would clear it). Loaded on
 * the first scroll past the threshold on a mobile screen.
 */
import { MEDIA } from '~/ui/media';
import { useEffect, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { Selection } from '~/domain/calendar/selection';
import { SearchIcon } from '../icons';
import * as css from './search-box.css';
import { shortDate, STICKY_AFTER_PX } from './search-box-model';

export interface StickySummaryProps {
  boxRef: RefObject<HTMLElement>;
  destination: string;
  /** undefined in the gifting flow (no dates) */
  dates?: Selection;
  theme?: string;
  travellers: number;
  locale: string;
}

export function StickySummary(props: StickySummaryProps) {
  const { t } = useTranslation('search');
  const [show, setShow] = useState(false);
  const { boxRef } = props;

  useEffect(() => {
    const box = boxRef.current;
    if (!box || typeof IntersectionObserver === 'undefined') return;
    let inView = true;
    const desktop = window.matchMedia(MEDIA.desktop);
    const update = () => setShow(!inView && window.scrollY > STICKY_AFTER_PX && !desktop.matches);
    const observer = new IntersectionObserver(([entry]) => {
      inView = entry.isIntersecting;
      update();
    });
    observer.observe(box);
    window.addEventListener('scroll', update, { passive: true });
    update();
    return () => {
      observer.disconnect();
      window.removeEventListener('scroll', update);
    };
  }, [boxRef]);

  if (!show) return null;
  const { dates } = props;
  const details = [
    dates
      ? dates.checkin && dates.checkout
        ? `${shortDate(dates.checkin, props.locale)} – ${shortDate(dates.checkout, props.locale)}`
        : t('box.anyDates')
      : '',
    props.theme ?? t('box.allThemes'),
    t('box.travellersCount', { count: props.travellers }),
  ].filter(Boolean);
  return (
    <div className={css.sticky}>
      <button
        type="button"
        className={css.stickyButton}
        onClick={() => {
          const box = boxRef.current;
          box?.scrollIntoView({ block: 'start' });
          const heading = box?.querySelector<HTMLElement>('h2, h3');
          if (heading) {
            heading.tabIndex = -1;
            heading.focus({ preventScroll: true });
          }
        }}
      >
        <SearchIcon />
        <span className={css.stickyText}>
          <span className="visually-hidden">{t('box.modifySearch')}: </span>
          <strong>{props.destination || t('box.anywhere')}</strong>
          <span>{details.join(' · ')}</span>
        </span>
      </button>
    </div>
  );
}
