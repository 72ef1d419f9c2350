/**
 * The destination field with suggestions: a WAI-ARIA combobox with a listbox popup
 * (aria-activedescendant; ArrowDown/ArrowUp move, Enter picks, Escape closes). Loaded on demand when
 * the plain field first gets focus, for markets with autocomplete.
 *
 * - Focus clears the destination and opens the suggestions: 'Less than 2h', recent searches, then
 *   the market's popular destinations. Leaving without typing or picking puts the destination back.
 * - Typing asks the autocomplete after a pause; failures are logged, never shown.
 * - Picking a place sends `{category}={value}` (city=234, country=FR) instead of the typed text and
 *   other location criteria, and stores it in the recent searches.
 * - 'Less than 2h' asks the browser for the position and sends lat, lng and distanceMax=200.
 */
import { useTranslation } from 'react-i18next';
import { PinIcon } from '../icons';
import * as css from './destination-combobox.css';
import { groupOptions } from './destination-options';
import * as box from './search-box.css';
import type { Destination } from './search-box-model';
import { SuggestionListbox } from './suggestion-listbox';
import { useDestinationCombobox } from './use-destination-combobox';

export { AUTOCOMPLETE_DEBOUNCE_MS } from './use-destination-suggestions';
export type { Suggestion } from './destination-options';

export interface DestinationComboboxProps {
  id: string;
  /** the market's locale id for the API, e.g. fr_FR */
  locale: string;
  value: Destination;
  onChange: (value: Destination) => void;
  placeholder: string;
  /** set when the plain field had focus before this module loaded: the destination at that moment */
  focusedAt?: Destination;
}

export function DestinationCombobox(props: DestinationComboboxProps) {
  const { id, value } = props;
  const { t } = useTranslation('search');
  const listId = `${id}-listbox`;
  const combo = useDestinationCombobox(props, listId);
  const { expanded, active } = combo;
  return (
    <div className={expanded ? css.comboOpen : css.combo}>
      <span className={box.withIcon}>
        <span className={box.fieldIcon}>
          <PinIcon />
        </span>
        <input
          ref={combo.inputRef}
          className={box.controlWithIcon}
          id={id}
          name={value.place || value.around ? undefined : 'q'}
          type="search"
          value={value.text}
          placeholder={props.placeholder}
          autoComplete="off"
          maxLength={100}
          enterKeyHint="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? combo.optionId(active) : undefined}
          onFocus={() => {
            if (!combo.isQuiet()) combo.start(value);
          }}
          onBlur={() => {
            combo.close();
            combo.restore();
          }}
          onChange={(event) => combo.typed(event.target.value)}
          onKeyDown={combo.onKeyDown}
        />
      </span>
      <button
        type="button"
        className={css.closeButton}
        aria-label={t('box.closeSuggestions')}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          combo.close();
          combo.inputRef.current?.blur();
        }}
        hidden={!expanded}
      >
        <span aria-hidden="true">×</span>
      </button>
      <SuggestionListbox
        id={listId}
        groups={groupOptions(combo.options, {
          recent: t('box.recentSearches'),
          popular: t('box.popularDestinations'),
        })}
        hidden={!expanded}
        active={active}
        optionId={combo.optionId}
        onHover={combo.setActive}
        onPick={combo.pick}
      />
      <div role="status" className="visually-hidden">
        {combo.notice ||
          (expanded && combo.results ? t('box.suggestionsCount', { count: combo.options.length }) : '')}
      </div>
      {combo.notice ? <p className={css.notice}>{combo.notice}</p> : null}
    </div>
  );
}
