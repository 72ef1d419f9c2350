import { Link, useNavigate } from '@remix-run/react';
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { CloseIcon } from '~/ui/icons';
import * as css from './url-state-dialog.css';

export interface UrlStateDialogProps {
  title: string;
  /** the page's address without this state */
  closeHref: string;
  closeLabel: string;
  /** 'drawer': a bottom drawer on phones, centred from tablets on; 'centre': centred everywhere */
  variant?: 'drawer' | 'centre';
  /** id of the control that opened it: the focus goes back there when it closes */
  returnFocusId?: string;
  children: ReactNode;
}

/**
 * A dialog that is a state of the page's address (`?info=…`, `?offer=…`). The server renders it open
 * with a close link, so it works without JavaScript. With JavaScript it becomes modal (the page
 * behind is inert, the focus moves in), Escape closes it by leaving the state, and the focus goes
 * back to the control that opened it.
 */
export function UrlStateDialog({
  title,
  closeHref,
  closeLabel,
  variant = 'centre',
  returnFocusId,
  children,
}: UrlStateDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const navigate = useNavigate();

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.matches(':modal')) {
      dialog.close();
      dialog.showModal();
    }
    return () => {
      // The dialog is gone with its state: its opener takes the focus back.
      if (returnFocusId) requestAnimationFrame(() => document.getElementById(returnFocusId)?.focus());
    };
  }, [returnFocusId]);

  return (
    <dialog
      ref={ref}
      open
      aria-labelledby={titleId}
      className={variant === 'drawer' ? css.drawer : css.centre}
      onCancel={(event) => {
        event.preventDefault();
        navigate(closeHref, { preventScrollReset: true });
      }}
    >
      <div className={css.header}>
        <h2 id={titleId} className={css.title}>
          {title}
        </h2>
        <Link to={closeHref} preventScrollReset className={css.close} aria-label={closeLabel}>
          <CloseIcon />
        </Link>
      </div>
      <div className={css.body}>{children}</div>
    </dialog>
  );
}
