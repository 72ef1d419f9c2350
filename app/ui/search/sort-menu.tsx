import { useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ResultsView } from '~/domain/search/results-view';
import { ChevronDownIcon } from '../icons';
import { SortList } from './sort-list';
import * as css from './sort-menu.css';

/** The desktop sort dropdown: a `<details>` of links; Escape and outside clicks close it with JavaScript. */
export function SortMenu({ sort }: { sort: ResultsView['sort'] }) {
  const { t } = useTranslation('results');
  const ref = useRef<HTMLDetailsElement>(null);
  const close = () => {
    if (ref.current) ref.current.open = false;
  };
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      if (ref.current?.open && !ref.current.contains(event.target as Node)) ref.current.open = false;
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLDetailsElement>) => {
    if (event.key !== 'Escape' || !ref.current?.open) return;
    event.preventDefault();
    close();
    ref.current.querySelector('summary')?.focus();
  };
  if (sort.options.length < 2) return null;
  return (
    <details className={css.menu} ref={ref} onKeyDown={onKeyDown} key={sort.current}>
      <summary className={css.summary}>
        <span className={css.label}>{t('sort.label')}</span>
        <span className={css.value}>{t(`sort.options.${sort.current}`)}</span>
        <ChevronDownIcon />
      </summary>
      <div className={css.panel}>
        <SortList options={sort.options} onSelect={close} />
      </div>
    </details>
  );
}
