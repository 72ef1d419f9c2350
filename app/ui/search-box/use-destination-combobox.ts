/**
 * The destination combobox's behaviour: focus clears the field and opens the suggestions, leaving
 * without a choice puts the destination back, typing looks it up, arrows move the active option,
 * Enter picks it, Escape closes; 'Less than 2h' asks for the position.
 */
import { useEffect, useRef, useState, type Dispatch, type KeyboardEvent, type SetStateAction } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { destinationOptions, type DestinationOption, type Suggestion } from './destination-options';
import { locateNearby } from './nearby-search';
import { rememberRecentSearch, type RecentSearch } from './recent-searches';
import type { Destination } from './search-box-model';
import { useDestinationSuggestions } from './use-destination-suggestions';

export interface ComboboxInput {
  /** the market's locale id for the API */
  locale: string;
  value: Destination;
  onChange: (value: Destination) => void;
  /** the destination when the plain field had focus before the combobox's code arrived */
  focusedAt?: Destination;
}

export function useDestinationCombobox(props: ComboboxInput, listId: string) {
  const { locale, value, onChange } = props;
  const { t } = useTranslation('search');
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [notice, setNotice] = useState('');
  const suggestions = useDestinationSuggestions(locale);
  const previous = useRef<Destination>();
  const changed = useRef(false);
  const quiet = useRef(false);

  const options = destinationOptions({
    results: suggestions.results,
    recent: suggestions.recent,
    popular: suggestions.popular,
    canLocate: typeof navigator !== 'undefined' && 'geolocation' in navigator,
  });
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  function search(text: string) {
    setActive(-1);
    suggestions.search(text, () => setActive(-1));
  }

  /** Focus: the destination is cleared and the suggestions open. */
  function start(current: Destination) {
    previous.current = current;
    changed.current = false;
    onChange({ text: '' });
    suggestions.reset();
    setActive(-1);
    setNotice('');
    void suggestions.loadPopular();
    setOpen(true);
  }

  useEffect(() => {
    const at = props.focusedAt;
    if (!at) return;
    quiet.current = true;
    inputRef.current?.focus();
    quiet.current = false;
    if (value.text && value.text !== at.text) {
      // typed while this module was loading: keep it and look it up
      previous.current = at;
      changed.current = true;
      suggestions.refreshRecent();
      void suggestions.loadPopular();
      setOpen(true);
      search(value.text);
    } else start(at);
    // mount only
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  function close() {
    setOpen(false);
    setActive(-1);
  }

  /** Leaving without typing or picking restores the destination the field had. */
  function restore() {
    if (!changed.current && previous.current && !value.text) onChange(previous.current);
    previous.current = undefined;
  }

  function pick(option: DestinationOption) {
    changed.current = true;
    previous.current = undefined;
    close();
    if (option.kind === 'nearby') return locate();
    const place = option.place;
    const chosen: RecentSearch = {
      id: place.id,
      label: place.label,
      category: place.category,
      value: place.value ?? String(place.id),
    };
    onChange({
      text: place.label,
      place: { category: chosen.category, value: chosen.value!, label: chosen.label },
    });
    suggestions.setRecent(rememberRecentSearch(chosen));
  }

  function locate() {
    onChange({ text: '' });
    searchNearby({
      popular: suggestions.popular,
      loadPopular: suggestions.loadPopular,
      onChange,
      t,
      onFailure: setNotice,
    });
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) =>
    listKeyDown(event, {
      open,
      expanded,
      active,
      options,
      setOpen,
      setActive,
      loadLists: () => {
        if (!suggestions.results && !suggestions.popular.length) void suggestions.loadPopular();
      },
      pick,
      close,
      restore,
    });

  return {
    inputRef,
    options,
    expanded,
    active,
    setActive,
    optionId,
    notice,
    results: suggestions.results,
    start,
    close,
    restore,
    pick,
    onKeyDown,
    /** the field's text changed: it is the shopper's, and it is looked up */
    typed: (text: string) => {
      changed.current = true;
      onChange({ text });
      setOpen(true);
      search(text);
    },
    /** focus that should not clear the field (moving it here from the plain field) */
    isQuiet: () => quiet.current,
  };
}

/** 'Less than 2h': locate the shopper, then name the search after the nearest popular city. */
function searchNearby(input: {
  popular: readonly Suggestion[];
  loadPopular: () => Promise<readonly Suggestion[]>;
  onChange: (value: Destination) => void;
  t: TFunction<'search'>;
  onFailure: (notice: string) => void;
}) {
  const { popular, t } = input;
  locateNearby({
    cities: () => (popular.length ? Promise.resolve(popular) : input.loadPopular()),
    found: (around, nearest) =>
      input.onChange({
        text: t('box.nearbyLabel', {
          distanceMax: around.distanceMax,
          city: nearest?.label ?? t('box.yourPosition'),
        }),
        around,
      }),
    failed: (message) => {
      console.error('geolocation', message);
      input.onFailure(t('box.geolocationError'));
    },
  });
}

/** ArrowDown/ArrowUp open the list and move the active option (wrapping), Enter picks it, Escape closes. */
function listKeyDown(
  event: KeyboardEvent<HTMLInputElement>,
  c: {
    open: boolean;
    expanded: boolean;
    active: number;
    options: DestinationOption[];
    setOpen: (open: boolean) => void;
    setActive: Dispatch<SetStateAction<number>>;
    loadLists: () => void;
    pick: (option: DestinationOption) => void;
    close: () => void;
    restore: () => void;
  },
) {
  const count = c.options.length;
  switch (event.key) {
    case 'ArrowDown':
    case 'ArrowUp': {
      event.preventDefault();
      if (!c.open) {
        c.setOpen(true);
        c.loadLists();
      }
      if (count === 0) return;
      const down = event.key === 'ArrowDown';
      c.setActive((a) => (down ? (a + 1) % count : a <= 0 ? count - 1 : a - 1));
      return;
    }
    case 'Enter':
      if (c.expanded && c.active >= 0 && c.options[c.active]) {
        event.preventDefault();
        c.pick(c.options[c.active]);
      }
      return;
    case 'Escape':
      // also stops the search input from clearing itself
      event.preventDefault();
      if (c.expanded) c.close();
      c.restore();
      return;
    default:
  }
}
