import type { ReactNode } from 'react';
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
        <svg
          width="22"
          height="22"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M12 11v5M12 8h.01" />
        </svg>
      </span>
      <div className={css.content}>{children}</div>
    </div>
  );
}
