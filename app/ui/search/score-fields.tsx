import { useTranslation } from 'react-i18next';
import type { FacetOptionView } from '~/domain/search/facets';
import { OptionList } from './option-list';

/** Score is single-choice (radios named `minHotelReviewScore`): 9, 8, 7 or 'All scores'. */
export function ScoreFields({
  options,
  hideLegend = false,
}: {
  options: FacetOptionView<number>[];
  hideLegend?: boolean;
}) {
  const { t } = useTranslation('results');
  const anySelected = options.some((o) => o.selected);
  return (
    <OptionList
      type="radio"
      name="minHotelReviewScore"
      legend={t('filters.scoreTitle')}
      hideLegend={hideLegend}
      options={[...options, { value: '', label: t('filters.score.all'), selected: !anySelected }]}
    />
  );
}
