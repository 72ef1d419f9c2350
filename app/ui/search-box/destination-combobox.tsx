/**
 * The destination field with suggestions (search-and-discovery §2, §7): a WAI-ARIA combobox with a
 * listbox popup (aria-activedescendant; ArrowDown/ArrowUp move, Enter picks, Escape closes). Loaded
 * on demand when the plain field first gets focus, for markets with autocomplete.
 *
 * - Focus clears the destination and opens the suggestions: 'Less than 2h', recent searches, then
 *   the market's popular destinations. Leaving without typing or picking puts the destination back.
 * - Typing asks /api/autocomplete-geonames.json after a pause; failures are logged, never shown.
 * - Picking a place sends `{category}={value}` (city=234, country=FR) instead of the typed text and
 *   other location criteria, and stores it in the recent searches.
 * - 'Less than 2h' asks the browser for the position and sends lat, lng and distanceMax=200.
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DISTANCE } from '~/domain/search/criteria';
import { PinIcon } from '../icons';
import * as css from './destination-combobox.css';
import { readRecentSearches, rememberRecentSearch, type RecentSearch } from './recent-searches';
import * as box from './search-box.css';
import type { Destination } from './search-box-model';

/**
 * The spec's generic debounce is 500 ms (§9); suggestions feel sluggish at that delay, and the
 * answers are cached (max-age 300), so the box waits 300 ms after the last keystroke.
 */
export const AUTOCOMPLETE_DEBOUNCE_MS = 300;
const MAX_RESULTS = 30;
/** A city this close to the shopper names the 'Less than 2h' search (km, the destination radius). */
const NEAREST_CITY_KM = DISTANCE.around;

export interface Suggestion {
  label: string;
  category: string;
  id: number;
  latitude: number;
  longitude: number;
  value: string;
  postalcode: string | null;
  context?: string;
}

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

type Option =
  | { key: string; kind: 'nearby' }
  | { key: string; kind: 'place'; place: Suggestion | RecentSearch; group: 'recent' | 'popular' | 'results' };

async function getJson<T>(url: string, signal?: AbortSignal): Promise<T> {
  const response = await fetch(url, { signal, headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText} ${url}`);
  return (await response.json()) as T;
}

function distanceKm(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 12742 * Math.asin(Math.sqrt(a));
}

export function DestinationCombobox(props: DestinationComboboxProps) {
  const { id, locale, value, onChange } = props;
  const { t } = useTranslation('search');
  const listId = `${id}-listbox`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [results, setResults] = useState<Suggestion[] | null>(null);
  const [popular, setPopular] = useState<Suggestion[]>([]);
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  const [notice, setNotice] = useState('');
  const previous = useRef<Destination>();
  const changed = useRef(false);
  const quiet = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>();
  const request = useRef<AbortController>();
  const popularRequest = useRef<Promise<Suggestion[]>>();

  const canLocate = typeof navigator !== 'undefined' && 'geolocation' in navigator;
  const recentKeys = new Set(recent.map((r) => `${r.category}:${r.id}`));
  const options: Option[] = results
    ? results.map((s) => ({ key: `r-${s.category}-${s.id}`, kind: 'place', place: s, group: 'results' }))
    : [
        ...(canLocate ? [{ key: 'nearby', kind: 'nearby' } as const] : []),
        ...recent.map((r) => ({
          key: `h-${r.category}-${r.id}`,
          kind: 'place' as const,
          place: r,
          group: 'recent' as const,
        })),
        ...popular
          .filter((s) => !recentKeys.has(`${s.category}:${s.id}`))
          .map((s) => ({
            key: `p-${s.category}-${s.id}`,
            kind: 'place' as const,
            place: s,
            group: 'popular' as const,
          })),
      ];
  const expanded = open && options.length > 0;
  const optionId = (i: number) => `${listId}-${i}`;

  function loadPopular(): Promise<Suggestion[]> {
    popularRequest.current ??= getJson<Suggestion[]>(
      `/api/recommendedAutocomplete.json?${new URLSearchParams({ locale, q: '' })}`,
    ).then(
      (list) => {
        setPopular(list);
        return list;
      },
      (error: unknown) => {
        console.error('recommendedAutocomplete', error);
        popularRequest.current = undefined;
        return [];
      },
    );
    return popularRequest.current;
  }

  function search(text: string) {
    clearTimeout(timer.current);
    request.current?.abort();
    setActive(-1);
    if (!text.trim()) {
      setResults(null);
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      const query = new URLSearchParams({ locale, term: text.trim(), maxResults: String(MAX_RESULTS) });
      getJson<Suggestion[]>(`/api/autocomplete-geonames.json?${query}`, controller.signal).then(
        (list) => {
          setResults(list);
          setActive(-1);
        },
        (error: unknown) => {
          if ((error as Error).name !== 'AbortError') console.error('autocomplete', error);
        },
      );
    }, AUTOCOMPLETE_DEBOUNCE_MS);
  }

  /** Focus: the destination is cleared and the suggestions open. */
  function start(current: Destination) {
    previous.current = current;
    changed.current = false;
    onChange({ text: '' });
    setResults(null);
    setActive(-1);
    setNotice('');
    setRecent(readRecentSearches());
    void loadPopular();
    setOpen(true);
  }

  useEffect(() => {
    const at = props.focusedAt;
    if (at) {
      quiet.current = true;
      inputRef.current?.focus();
      quiet.current = false;
      if (value.text && value.text !== at.text) {
        // typed while this module was loading: keep it and look it up
        previous.current = at;
        changed.current = true;
        setRecent(readRecentSearches());
        void loadPopular();
        setOpen(true);
        search(value.text);
      } else start(at);
    }
    return () => {
      clearTimeout(timer.current);
      request.current?.abort();
    };
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

  function pick(option: Option) {
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
    setRecent(rememberRecentSearch(chosen));
  }

  function locate() {
    onChange({ text: '' });
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const lat = Number(position.coords.latitude.toFixed(5));
        const lng = Number(position.coords.longitude.toFixed(5));
        const cities = (popular.length ? popular : await loadPopular()).filter(
          (s) => s.category === 'city' || s.category === 'searesort',
        );
        let nearest: Suggestion | undefined;
        for (const city of cities) {
          const km = distanceKm(lat, lng, city.latitude, city.longitude);
          if (
            km <= NEAREST_CITY_KM &&
            (!nearest || km < distanceKm(lat, lng, nearest.latitude, nearest.longitude))
          )
            nearest = city;
        }
        const distanceMax = DISTANCE.nearbyDefault;
        onChange({
          text: t('box.nearbyLabel', { distanceMax, city: nearest?.label ?? t('box.yourPosition') }),
          around: { lat, lng, distanceMax },
        });
      },
      (error) => {
        console.error('geolocation', error.message);
        setNotice(t('box.geolocationError'));
      },
      { maximumAge: 600_000, timeout: 10_000 },
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp': {
        event.preventDefault();
        if (!open) {
          setOpen(true);
          if (!results && !popular.length) void loadPopular();
        }
        if (count === 0) return;
        const down = event.key === 'ArrowDown';
        setActive((a) => (down ? (a + 1) % count : a <= 0 ? count - 1 : a - 1));
        return;
      }
      case 'Enter':
        if (expanded && active >= 0 && options[active]) {
          event.preventDefault();
          pick(options[active]);
        }
        return;
      case 'Escape':
        // also stops the search input from clearing itself
        event.preventDefault();
        if (expanded) close();
        restore();
        return;
      default:
    }
  }

  const groups: { label?: string; items: { option: Option; index: number }[] }[] = [];
  options.forEach((option, index) => {
    const label =
      option.kind === 'nearby' || option.group === 'results'
        ? undefined
        : option.group === 'recent'
          ? t('box.recentSearches')
          : t('box.popularDestinations');
    const last = groups[groups.length - 1];
    if (last && last.label === label) last.items.push({ option, index });
    else groups.push({ label, items: [{ option, index }] });
  });

  const renderOption = ({ option, index }: { option: Option; index: number }) => (
    <div
      key={option.key}
      id={optionId(index)}
      role="option"
      aria-selected={index === active}
      className={index === active ? css.optionActive : css.option}
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => index !== active && setActive(index)}
      onClick={() => pick(option)}
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
    <div className={expanded ? css.comboOpen : css.combo}>
      <span className={box.withIcon}>
        <span className={box.fieldIcon}>
          <PinIcon />
        </span>
        <input
          ref={inputRef}
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
          aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
          onFocus={() => {
            if (!quiet.current) start(value);
          }}
          onBlur={() => {
            close();
            restore();
          }}
          onChange={(event) => {
            changed.current = true;
            onChange({ text: event.target.value });
            setOpen(true);
            search(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
      </span>
      <button
        type="button"
        className={css.closeButton}
        aria-label={t('box.closeSuggestions')}
        onMouseDown={(event) => event.preventDefault()}
        onClick={() => {
          close();
          inputRef.current?.blur();
        }}
        hidden={!expanded}
      >
        <span aria-hidden="true">×</span>
      </button>
      <div
        id={listId}
        role="listbox"
        aria-label={t('box.suggestions')}
        className={css.listbox}
        hidden={!expanded}
      >
        {groups.map((group, g) =>
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
      <div role="status" className="visually-hidden">
        {notice || (expanded && results ? t('box.suggestionsCount', { count: options.length }) : '')}
      </div>
      {notice ? <p className={css.notice}>{notice}</p> : null}
    </div>
  );
}
