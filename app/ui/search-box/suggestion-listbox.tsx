import { useTranslation } from 'react-i18next';
import * as css from './destination-combobox.css';
import type { DestinationOption, OptionGroup } from './destination-options';

/**
 * The combobox's listbox: the options under their group headings, the active one marked
 * aria-selected. A press on an option does not take the focus from the field.
 */
export function SuggestionListbox(props: {
  id: string;
  groups: OptionGroup[];
  hidden: boolean;
  active: number;
  optionId: (index: number) => string;
  onHover: (index: number) => void;
  onPick: (option: DestinationOption) => void;
}) {
  const { t } = useTranslation('search');
  const { id: listId, active } = props;

  const renderOption = ({ option, index }: { option: DestinationOption; index: number }) => (
    <div
      key={option.key}
      id={props.optionId(index)}
      role="option"
      aria-selected={index === active}
      className={index === active ? css.optionActive : css.option}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => index !== active && props.onHover(index)}
      onClick={() => props.onPick(option)}
    >
      {option.kind === 'nearby' ? (
        <span className={css.optionLabel}>{t('box.nearby')}</span>
      ) : (
        <>
          <span className={css.optionLabel}>{option.place.label}</span>
          <span className={css.optionContext}>
            {[
              t(`box.categories.${option.place.category}`),
              'context' in option.place ? option.place.context : undefined,
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
        </>
      )}
    </div>
  );

  return (
    <div
      id={listId}
      role="listbox"
      aria-label={t('box.suggestions')}
      className={css.listbox}
      hidden={props.hidden}
    >
      {props.groups.map((group, g) =>
        group.label ? (
          <div key={g} role="group" aria-labelledby={`${listId}-g${g}`}>
            <div id={`${listId}-g${g}`} role="presentation" className={css.groupLabel}>
              {group.label}
            </div>
            {group.items.map(renderOption)}
          </div>
        ) : (
          group.items.map(renderOption)
        ),
      )}
    </div>
  );
}
