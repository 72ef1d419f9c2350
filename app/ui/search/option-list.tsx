import { useTranslation } from 'react-i18next';
import * as css from './option-list.css';

/** The accommodation filters, shown in this order wherever the filters are. */
export const ACCOMMODATION_FILTERS = ['hotelTypes', 'hotelEnvironments', 'hotelStyles'] as const;

export interface OptionItem {
  value: string | number;
  label: string;
  /** offers matching this option; undefined shows no count ('All scores') */
  count?: number;
  selected: boolean;
  disabled?: boolean;
}

export interface OptionListProps {
  name: string;
  legend: string;
  options: readonly OptionItem[];
  type?: 'checkbox' | 'radio';
  hideLegend?: boolean;
  /** several columns when the panel is wide */
  columns?: boolean;
}

/**
 * A group of checkboxes (or radios) in a fieldset, each with its count. Options with no offer are
 * disabled unless already chosen. Native inputs: they submit with the GET form, without JavaScript.
 */
export function OptionList({
  name,
  legend,
  options,
  type = 'checkbox',
  hideLegend = false,
  columns = false,
}: OptionListProps) {
  const { t } = useTranslation('results');
  if (options.length === 0) return null;
  return (
    <fieldset className={css.fieldset}>
      <legend className={hideLegend ? 'visually-hidden' : css.legend}>{legend}</legend>
      <ul className={columns ? `${css.list} ${css.columns}` : css.list}>
        {options.map((o) => (
          <li key={String(o.value)}>
            <label className={css.option}>
              <input
                className={css.input}
                type={type}
                name={name}
                value={o.value}
                defaultChecked={o.selected}
                disabled={o.disabled && !o.selected}
              />
              <span className={css.text}>{o.label}</span>
              {o.count !== undefined ? (
                <>
                  <span className={css.count} aria-hidden="true">
                    {o.count}
                  </span>
                  <span className="visually-hidden">({t('filters.optionCount', { count: o.count })})</span>
                </>
              ) : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
