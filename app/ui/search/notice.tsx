import type { ReactNode } from 'react';
import { Icon } from '../icons';
import * as css from './notice.css';

/** A message block: warm for suggestions and problems, brand-tinted for information. */
export function Notice({
  tone = 'warm',
  role,
  children,
}: {
  tone?: 'warm' | 'info';
  role?: 'status';
  children: ReactNode;
}) {
  return (
    <div className={tone === 'info' ? `${css.notice} ${css.info}` : css.notice} role={role}>
      <span className={css.icon} aria-hidden="true">
        <Icon name="info" size={22} />
      </span>
      <div className={css.content}>{children}</div>
    </div>
  );
}
