import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '~/domain/calendar/dates';
import type { StayMessages as Messages } from '~/domain/product/stay-messages';
import type { StressBadge } from '~/domain/search/card';
import * as css from './stay-page.css';

/** The priority message with 🔥, or at most two stress messages (the cards' badge texts). */
export function StayMessages({ messages, locale }: { messages: Messages; locale: string }) {
  const { t } = useTranslation(['product', 'results']);
  if (messages.kind === 'none') return null;
  if (messages.kind === 'priority')
    return (
      <p className={css.message}>
        <span aria-hidden="true">🔥 </span>
        {t('product:priority', { discount: messages.discountPercent })}
      </p>
    );
  const text = (badge: StressBadge): string => {
    switch (badge.kind) {
      case 'priority':
      case 'stress':
      case 'marketing':
        return t(`results:card.badges.labels.${badge.label}`, { defaultValue: badge.label });
      case 'expiration':
        return t('results:card.badges.until', {
          date: formatIsoDate(badge.date, locale, { day: 'numeric', month: 'long' }),
        });
      case 'lastMinute':
        return t('results:card.badges.lastMinute');
      case 'roomsLeft':
        return t('results:card.badges.roomsLeft', { count: badge.count });
    }
  };
  return (
    <ul className={css.list}>
      {messages.badges.map((badge) => (
        <li key={badge.kind} className={css.message}>
          {text(badge)}
        </li>
      ))}
    </ul>
  );
}
