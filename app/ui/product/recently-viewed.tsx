import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '~/domain/format';
import { imageSrcSet, imageUrl, parseImageId } from '~/domain/images';
import {
  localStore,
  pushNewest,
  readList,
  RECENTLY_VIEWED_KEY,
  RECENTLY_VIEWED_MAX,
  useLocalList,
  writeList,
} from './local-lists';
import * as css from './recently-viewed.css';

/** The record kept in local storage for each stay or activity page visited. */
export interface RecentlyViewedRecord {
  kind: 'stay' | 'activity';
  id: number;
  title: string;
  /** the page's path in its market, without query */
  path: string;
  imageId: string | null;
  /** shown price in cents, or null when unknown */
  priceCents: number | null;
  /** hotel or activity centre, city */
  subtitle: string;
}

const isString = (v: unknown): v is string => typeof v === 'string';

/** A stored record as it must be to be shown: anything else in storage is left out. */
export function isRecentlyViewedRecord(value: unknown): value is RecentlyViewedRecord {
  if (typeof value !== 'object' || value === null) return false;
  const r = value as RecentlyViewedRecord;
  return (
    (r.kind === 'stay' || r.kind === 'activity') &&
    Number.isSafeInteger(r.id) &&
    isString(r.title) &&
    isString(r.path) &&
    r.path.startsWith('/') &&
    !r.path.startsWith('//') &&
    (r.imageId === null || (isString(r.imageId) && parseImageId(r.imageId) !== undefined)) &&
    (r.priceCents === null || Number.isSafeInteger(r.priceCents)) &&
    isString(r.subtitle)
  );
}

/** Records the page in the visitor's recently viewed list (after mount; nothing without JavaScript). */
export function useRecordRecentlyViewed(record: RecentlyViewedRecord): void {
  const { kind, id, title, path, imageId, priceCents, subtitle } = record;
  useEffect(() => {
    const store = localStore();
    const entry = { kind, id, title, path, imageId, priceCents, subtitle };
    const list = readList(store, RECENTLY_VIEWED_KEY, isRecentlyViewedRecord, RECENTLY_VIEWED_MAX);
    writeList(store, RECENTLY_VIEWED_KEY, pushNewest(list, entry, RECENTLY_VIEWED_MAX));
  }, [kind, id, title, path, imageId, priceCents, subtitle]);
}

/**
 * The carousel of the visitor's recently viewed products, the current one excepted: rendered after
 * mount from local storage, nothing without JavaScript or when the list is empty. `locale` (BCP 47)
 * formats the prices; the page's language otherwise.
 */
export function RecentlyViewed({ currentPath, locale }: { currentPath: string; locale?: string }) {
  const { t, i18n } = useTranslation('reviews');
  const [list] = useLocalList(RECENTLY_VIEWED_KEY, isRecentlyViewedRecord, RECENTLY_VIEWED_MAX);
  const shown = (list ?? []).filter((record) => record.path !== currentPath);
  if (shown.length === 0) return null;
  const bcp47 = locale ?? i18n.language;
  return (
    <section className={css.section} aria-labelledby="recently-viewed-title">
      <h2 id="recently-viewed-title" className={css.title}>
        {t('recentlyViewed.title')}
      </h2>
      <ul className={css.row} tabIndex={0} aria-labelledby="recently-viewed-title">
        {shown.map((record) => (
          <li key={`${record.kind}-${record.id}`} className={css.item}>
            <a className={css.card} href={record.path}>
              {record.imageId ? (
                <img
                  className={css.image}
                  src={imageUrl(record.imageId, '640_360')}
                  srcSet={imageSrcSet(record.imageId, ['640_360'])}
                  sizes="260px"
                  width={640}
                  height={360}
                  alt=""
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <span className={css.text}>
                <span className={css.name}>{record.title}</span>
                {record.subtitle ? <span className={css.muted}>{record.subtitle}</span> : null}
                {record.priceCents !== null ? (
                  <span>{t('recentlyViewed.from', { price: formatMoney(record.priceCents, bcp47) })}</span>
                ) : null}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
