import { Link } from '@remix-run/react';
import { useTranslation } from 'react-i18next';
import { INFO_ANCHOR, INFO_PANELS, infoHref, type InfoPanel } from '~/domain/product/activity-page';
import { InfoDialog } from './info-dialog';
import * as css from './activity-page.css';

export interface PracticalInfoProps {
  /** the page's current query, kept by the panels' links */
  search: string;
  open: InfoPanel | null;
  centre: string;
  city: string;
  location: { lat: number; lng: number };
  schedules: string;
  niceToKnow: string;
  importantInfo: string;
  validityMonths: number;
}

const LABEL_KEYS: Record<InfoPanel, string> = {
  'getting-there': 'info.gettingThere',
  'opening-hours': 'info.openingHours',
  'things-to-know': 'info.thingsToKnow',
};

/** 'Practical Info': links to Getting there, Opening hours and Things to know, each a state of the address. */
export function PracticalInfo(props: PracticalInfoProps) {
  const { t } = useTranslation('activity');
  const { open } = props;
  return (
    <section id={INFO_ANCHOR} className={css.section} aria-labelledby="practical-info-title">
      <h2 id="practical-info-title" className={css.heading}>
        {t('info.title')}
      </h2>
      <ul className={css.infoLinks}>
        {INFO_PANELS.map((panel) => (
          <li key={panel}>
            <Link
              to={infoHref(props.search, panel)}
              preventScrollReset
              data-info={panel}
              aria-current={open === panel ? 'true' : undefined}
            >
              {t(LABEL_KEYS[panel])}
            </Link>
          </li>
        ))}
      </ul>
      {open ? (
        <InfoDialog
          key={open}
          title={t(LABEL_KEYS[open])}
          closeLabel={t('info.close')}
          closeHref={infoHref(props.search, null)}
          returnFocusSelector={`[data-info="${open}"]`}
        >
          <InfoContent {...props} open={open} />
        </InfoDialog>
      ) : null}
    </section>
  );
}

function InfoContent(props: PracticalInfoProps & { open: InfoPanel }) {
  const { t } = useTranslation('activity');
  if (props.open === 'getting-there')
    return (
      <dl className={css.definitions}>
        <dt>{t('info.centre')}</dt>
        <dd>{props.centre}</dd>
        <dt>{t('info.city')}</dt>
        <dd>{props.city}</dd>
        <dt>{t('info.coordinates')}</dt>
        <dd>
          {props.location.lat.toFixed(5)}, {props.location.lng.toFixed(5)}
        </dd>
      </dl>
    );
  if (props.open === 'opening-hours') return <p>{props.schedules}</p>;
  return (
    <>
      <p>{props.niceToKnow}</p>
      <p>{props.importantInfo}</p>
      <p>{t('info.validity', { count: props.validityMonths })}</p>
    </>
  );
}
