import type { ReactNode } from 'react';
import { useId } from 'react';
import { CloseIcon } from '../icons';
import * as parts from './panel-parts.css';
import * as css from './inline-panel.css';

export const PANEL_ANCHOR = 'search-panel';

export interface InlinePanelProps {
  title: string;
  closeLabel: string;
  closeHref: string;
  padded?: boolean;
  children: ReactNode;
}

/** A panel (?panel=filters, sort or map) rendered as a section of the page, with a heading and a Close link. */
export function InlinePanel({ title, closeLabel, closeHref, padded = false, children }: InlinePanelProps) {
  const titleId = useId();
  return (
    <section className={css.panel} aria-labelledby={titleId} id={PANEL_ANCHOR}>
      <div className={parts.header}>
        <h2 className={parts.title} id={titleId}>
          {title}
        </h2>
        <a className={css.close} href={closeHref}>
          {closeLabel}
          <CloseIcon size={20} />
        </a>
      </div>
      <div className={padded ? `${css.body} ${parts.padded}` : css.body}>{children}</div>
    </section>
  );
}
