import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { CloseIcon } from '../icons';
import * as parts from './panel-parts.css';
import * as css from './panel-dialog.css';

export interface PanelDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  closeLabel: string;
  variant: 'full' | 'drawer';
  /** the control that opened the dialog gets the focus back when it closes */
  returnFocus?: () => void;
  children: ReactNode;
}

/**
 * The results page's dialogs (ADR 006) on Radix: focus moves in and is trapped, Escape closes,
 * focus returns to the trigger. Loaded on demand (its own chunk), so Radix stays out of the first load.
 */
export default function PanelDialog({
  open,
  onOpenChange,
  title,
  closeLabel,
  variant,
  returnFocus,
  children,
}: PanelDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content
          className={variant === 'full' ? css.full : css.drawer}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus?.();
          }}
        >
          <div className={parts.header}>
            <Dialog.Title className={parts.title}>{title}</Dialog.Title>
            <Dialog.Close className={css.close} aria-label={closeLabel}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className={variant === 'full' ? css.body : `${css.body} ${parts.padded}`}>{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
