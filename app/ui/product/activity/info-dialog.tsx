import { useNavigate } from '@remix-run/react';
import { useEffect, useRef, type ReactNode } from 'react';
import { CloseIcon } from '../../icons';
import { useHydrated } from '../../search/use-hydrated';
import * as css from './activity-page.css';

export interface InfoDialogProps {
  title: string;
  closeLabel: string;
  /** the page's address without the panel */
  closeHref: string;
  /** the link that opened the panel, which gets the focus back when it closes */
  returnFocusSelector: string;
  children: ReactNode;
}

/**
 * A practical-info panel, a state of the address (`?info=…`). Without JavaScript it is a section of
 * the page with a close link; with it, a modal `<dialog>`: focus moves in and stays there, Escape
 * closes, the address loses `info` (replaced, not pushed) and the focus returns to the opening link.
 */
export function InfoDialog({ title, closeLabel, closeHref, returnFocusSelector, children }: InfoDialogProps) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const dialog = ref.current;
    if (!hydrated || !dialog || dialog.open) return;
    dialog.showModal();
    // Browsers differ on what a modal dialog focuses first: the close button, always.
    closeRef.current?.focus();
    // Once the dialog has left the page (the page outside it is inert until then), the opener.
    return () => document.querySelector<HTMLElement>(returnFocusSelector)?.focus();
  }, [hydrated, returnFocusSelector]);

  const close = () => navigate(closeHref, { replace: true, preventScrollReset: true });

  const header = (
    <div className={css.dialogHeader}>
      <h3 id="info-title" className={css.heading}>
        {title}
      </h3>
      {hydrated ? (
        <button
          ref={closeRef}
          type="button"
          className={css.closeButton}
          aria-label={closeLabel}
          onClick={close}
        >
          <CloseIcon />
        </button>
      ) : (
        <a href={closeHref}>{closeLabel}</a>
      )}
    </div>
  );

  if (!hydrated)
    return (
      <section id="info-panel" className={css.infoPanel} aria-labelledby="info-title">
        {header}
        {children}
      </section>
    );
  return (
    <dialog
      ref={ref}
      className={css.dialog}
      aria-labelledby="info-title"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {header}
      {children}
    </dialog>
  );
}
