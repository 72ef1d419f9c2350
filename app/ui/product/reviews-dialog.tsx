import * as Dialog from '@radix-ui/react-dialog';
import { Link, useNavigate } from '@remix-run/react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { REVIEWS_BLOCK_ID } from '~/domain/reviews/view-state';
import { CloseIcon } from '../icons';
import { withoutHash } from './reviews-block';
import { ReviewsViewBody, type ReviewsViewProps } from './reviews-view';
import * as css from './reviews.css';

/** The reviews view with JavaScript: a dialog whose links fetch the next state without a reload or a jump. */
export function ReviewsDialog(props: ReviewsViewProps) {
  const { t } = useTranslation('reviews');
  const navigate = useNavigate();
  const link = (href: string, children: ReactNode, current?: boolean) => (
    <Link
      className={current === undefined ? css.action : css.choice}
      to={withoutHash(href)}
      aria-current={current || undefined}
      preventScrollReset
      replace
      rel="nofollow"
    >
      {children}
    </Link>
  );
  return (
    <Dialog.Root
      open
      onOpenChange={(open) => {
        if (!open) navigate(withoutHash(props.hrefFor(null)), { preventScrollReset: true, replace: true });
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className={css.overlay} />
        <Dialog.Content
          className={css.dialog}
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            // The view closes with a navigation back to the page: focus goes to the block's link to it.
            event.preventDefault();
            document
              .querySelector<HTMLElement>(`#${REVIEWS_BLOCK_ID} a[href*="reviews=1"]`)
              ?.focus({ preventScroll: true });
          }}
        >
          <div className={css.view}>
            <div className={css.viewHeader}>
              <Dialog.Title className={css.title}>{t('view.title')}</Dialog.Title>
              <Dialog.Close className={css.closeButton} aria-label={t('view.close')}>
                <CloseIcon />
              </Dialog.Close>
            </div>
            <ReviewsViewBody {...props} link={link} />
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
