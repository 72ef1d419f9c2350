import { useTranslation } from 'react-i18next';
import { formatIsoDate } from '~/domain/calendar/dates';
import { formatMoney } from '~/domain/format';
import type { CancellationPolicy } from '~/domain/product/cancellation';
import type { StayPageData } from '~/domain/product/stay-page';
import { TruncatedText } from '../truncated-text';
import * as css from './stay-page.css';

/** The page's sections, in the tab bar's order; each one's id is its tab's anchor. */
export const SECTION_IDS = {
  description: 'description',
  room: 'room',
  experience: 'experience',
  theExperience: 'the-experience',
  gift: 'the-gift',
  reviews: 'reviews',
  hotel: 'hotel',
  practical: 'practical-info',
} as const;

export function DescriptionSection({ data }: { data: StayPageData }) {
  const { t } = useTranslation('stay');
  return (
    <section id={SECTION_IDS.description} className={css.section} aria-labelledby="description-title">
      <h2 id="description-title" className={css.sectionTitle}>
        {t('includes.title')}
      </h2>
      {data.headwords.length > 0 ? (
        <ul className={css.list}>
          {data.headwords.map((h) => (
            <li key={h}>{h}</li>
          ))}
        </ul>
      ) : null}
      <TruncatedText text={data.description} />
    </section>
  );
}

export function RoomSection({ room }: { room: NonNullable<StayPageData['room']> }) {
  const { t } = useTranslation('stay');
  return (
    <section id={SECTION_IDS.room} className={css.section} aria-labelledby="room-title">
      <h2 id="room-title" className={css.sectionTitle}>
        {t('room.title', { label: room.label })}
      </h2>
      <p>
        {t('room.size', { size: room.sizeM2 })} · {room.bedding}
      </p>
      <p>{room.description}</p>
    </section>
  );
}

/** 'Experience': the program lines, as the offer lists them. */
export function ExperienceSection({ data }: { data: StayPageData }) {
  const { t } = useTranslation('stay');
  return (
    <section id={SECTION_IDS.experience} className={css.section} aria-labelledby="experience-title">
      <h2 id="experience-title" className={css.sectionTitle}>
        {t('program.title')}
      </h2>
      <ol className={css.list}>
        {data.program.map((line, i) => (
          <li key={i} data-kind={line.kind}>
            {line.text}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** 'The experience': the included activities with what the catalogue says of them. */
export function ActivitiesSection({ data }: { data: StayPageData }) {
  const { t } = useTranslation('stay');
  return (
    <section id={SECTION_IDS.theExperience} className={css.section} aria-labelledby="activities-title">
      <h2 id="activities-title" className={css.sectionTitle}>
        {t('activities.title')}
      </h2>
      <div className={css.grid}>
        {data.activities.map((a) => (
          <article key={a.id}>
            <h3>{a.name}</h3>
            <p>{a.description}</p>
            <p className={css.muted}>
              {t('activities.duration', { duration: durationText(a.durationMinutes, t) })}
            </p>
            <p className={css.muted}>{t('activities.where', { place: data.hotel.label })}</p>
          </article>
        ))}
      </div>
    </section>
  );
}

function durationText(
  minutes: number,
  t: (key: string, options?: Record<string, unknown>) => string,
): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return t('activities.minutes', { count: rest });
  return rest === 0
    ? t('activities.hours', { count: hours })
    : t('activities.hoursMinutes', { hours, minutes: rest });
}

export function CancellationText({ policy, locale }: { policy: CancellationPolicy; locale: string }) {
  const { t } = useTranslation('product');
  switch (policy.kind) {
    case 'ncnr':
      return <p>{t('cancellation.ncnr')}</p>;
    case 'no-dates':
      return <p>{t('cancellation.noDates')}</p>;
    case 'deadline':
      return (
        <p>
          {t('cancellation.deadline', {
            date: formatIsoDate(policy.cancellableUntil, locale, {
              day: 'numeric',
              month: 'long',
              year: 'numeric',
            }),
          })}
        </p>
      );
  }
}

/** Practical info (booking flow): hours, the cancellation policy, the local tax. */
export function PracticalSection({
  data,
  practical,
}: {
  data: StayPageData;
  practical: NonNullable<StayPageData['practical']>;
}) {
  const { t } = useTranslation('product');
  return (
    <section id={SECTION_IDS.practical} className={css.section} aria-labelledby="practical-title">
      <h2 id="practical-title" className={css.sectionTitle}>
        {t('practical.title')}
      </h2>
      <h3>{t('practical.hours')}</h3>
      <p>
        {t('practical.checkin', { time: data.hotel.checkinTime })} ·{' '}
        {t('practical.checkout', { time: data.hotel.checkoutTime })}
      </p>
      <h3>{t('practical.cancellation')}</h3>
      <CancellationText policy={practical.cancellation} locale={data.locale} />
      <h3>{t('practical.localTaxTitle')}</h3>
      <p>
        {practical.localTaxCents !== null
          ? t('practical.localTaxAmount', { amount: formatMoney(practical.localTaxCents, data.locale) })
          : t('practical.localTax')}
      </p>
      {data.hotel.importantInfo ? <p>{data.hotel.importantInfo}</p> : null}
    </section>
  );
}
