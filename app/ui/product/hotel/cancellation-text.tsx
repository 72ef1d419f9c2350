import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '~/domain/calendar/dates';
import type { CancellationPolicy } from '~/domain/product/cancellation';

/** A cancellation policy in words: non-refundable, 'Add your travel dates...', or its deadline. */
export function CancellationText({ policy, bcp47 }: { policy: CancellationPolicy; bcp47: string }) {
  const { t } = useTranslation('hotel');
  switch (policy.kind) {
    case 'ncnr':
      return <>{t('cancellation.ncnr')}</>;
    case 'no-dates':
      return <>{t('cancellation.noDates')}</>;
    case 'deadline':
      return <>{t('cancellation.deadline', { date: formatIsoDate(policy.cancellableUntil, bcp47) })}</>;
  }
}
