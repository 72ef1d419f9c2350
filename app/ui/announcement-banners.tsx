import { useTranslation } from 'react-i18next';
import type { AnnouncementBanner } from '~/domain/content';
import * as css from './announcement-banners.css';
import { localHref } from './href';

function Message({ banner }: { banner: AnnouncementBanner }) {
  return banner.title ? (
    <>
      <strong className={css.title}>{banner.title}</strong>{' '}
      <span className={css.content}>{banner.content}</span>
    </>
  ) : (
    <>{banner.content}</>
  );
}

/** The announcement banner slot above the header; renders nothing when there is no banner. */
export function AnnouncementBanners({
  banners,
  marketCode,
}: {
  banners: readonly AnnouncementBanner[] | undefined;
  marketCode: string;
}) {
  const { t } = useTranslation('common');
  if (!banners || banners.length === 0) return null;
  return (
    <section className={css.region} aria-label={t('announcements')}>
      {banners.map((b, i) => (
        <div key={i} className={`${css.banner} ${css.colors[b.colorVariation] ?? css.colors.black}`}>
          <div className={`container ${css.inner}`}>
            <p className={css.text}>
              {b.link ? (
                <a className={css.link} href={localHref(b.link.url, marketCode)}>
                  <Message banner={b} />
                </a>
              ) : (
                <Message banner={b} />
              )}
            </p>
          </div>
        </div>
      ))}
    </section>
  );
}
