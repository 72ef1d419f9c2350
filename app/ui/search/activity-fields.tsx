import { useTranslation } from 'react-i18next';
import type { FacetsView } from '~/domain/search/facets';
import * as css from './activity-fields.css';
import { OptionList } from './option-list';

/** Rows that fit in the collapsed height; longer lists get the 'See all activities' toggle. */
const VISIBLE_ROWS = 3;

/** The activities, grouped by activity group; each activity is a checkbox named `tags`. */
export function ActivityFields({ groups }: { groups: FacetsView['activityGroups'] }) {
  const { t } = useTranslation('results');
  if (groups.length === 0) return null;
  const rows = groups.reduce((sum, g) => sum + 1 + g.activities.length, 0);
  const collapsible = rows > VISIBLE_ROWS + 1;
  return (
    <div className={css.wrapper}>
      <div className={collapsible ? `${css.groups} ${css.collapsible}` : css.groups}>
        {groups.map((group) => (
          <OptionList key={group.key} name="tags" legend={group.name} options={group.activities} />
        ))}
      </div>
      {collapsible ? (
        <details className={css.toggle}>
          <summary className={css.toggleSummary}>
            <span className={css.more}>{t('filters.seeAllActivities')}</span>
            <span className={css.less}>{t('filters.showLessActivities')}</span>
          </summary>
        </details>
      ) : null}
    </div>
  );
}
