import { useRef, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { PinIcon } from '../icons';
import type { DestinationComboboxProps } from './destination-combobox';
import * as css from './search-box.css';
import type { Destination } from './search-box-model';
import type { LoadPart } from './use-lazy-parts';

/**
 * The destination: free text sent as `q`, or a chosen place or position sent as hidden inputs.
 * Where the market has autocomplete, the plain field announces itself as a combobox once the page
 * is interactive and loads the real one on pointer or focus; the combobox then takes the focus.
 */
export function DestinationField(props: {
  id: string;
  value: Destination;
  onChange: (value: Destination) => void;
  /** the market's API locale when it has autocomplete */
  autocompleteLocale?: string;
  enhanced: boolean;
  Combobox?: ComponentType<DestinationComboboxProps>;
  load: LoadPart;
}) {
  const { t } = useTranslation('search');
  const { id, value: dest, onChange, autocompleteLocale, Combobox } = props;
  // The destination when the plain field got focus before the combobox's code arrived.
  const focusedAt = useRef<Destination>();
  return (
    <div className={`${css.field} ${css.destination}`}>
      <label className={css.label} htmlFor={id}>
        {t('box.destination')}
      </label>
      {autocompleteLocale && Combobox ? (
        <Combobox
          id={id}
          locale={autocompleteLocale}
          value={dest}
          onChange={onChange}
          placeholder={t('box.destinationPlaceholder')}
          focusedAt={focusedAt.current}
        />
      ) : (
        <span className={css.withIcon}>
          <span className={css.fieldIcon}>
            <PinIcon />
          </span>
          <input
            className={css.controlWithIcon}
            id={id}
            name={dest.place || dest.around ? undefined : 'q'}
            type="search"
            value={dest.text}
            onChange={(event) => onChange({ text: event.target.value })}
            placeholder={t('box.destinationPlaceholder')}
            autoComplete="off"
            maxLength={100}
            enterKeyHint="search"
            {...(autocompleteLocale && props.enhanced
              ? {
                  role: 'combobox',
                  'aria-expanded': false,
                  'aria-autocomplete': 'list' as const,
                  onPointerEnter: () => props.load('combobox'),
                  onFocus: () => {
                    focusedAt.current = dest;
                    props.load('combobox');
                  },
                  onBlur: () => {
                    focusedAt.current = undefined;
                  },
                }
              : {})}
          />
        </span>
      )}
      {dest.place ? <input type="hidden" name={dest.place.category} value={dest.place.value} /> : null}
      {dest.around ? (
        <>
          <input type="hidden" name="lat" value={dest.around.lat} />
          <input type="hidden" name="lng" value={dest.around.lng} />
          <input type="hidden" name="distanceMax" value={dest.around.distanceMax} />
        </>
      ) : null}
    </div>
  );
}
