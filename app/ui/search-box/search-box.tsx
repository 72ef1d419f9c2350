import {
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FormEvent,
  type RefObject,
} from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { HolidayCountry } from '~/domain/calendar/popular-dates';
import type { Selection } from '~/domain/calendar/selection';
import type { Flow } from '~/domain/content';
import { EXPERIMENT_DEFAULTS, shouldAskForDates, type EnforceSearchDates } from '~/domain/experiments';
import type { CalendarCloseReason, CalendarPopupProps } from '../calendar/calendar-popup';
import { button } from '../button.css';
import { PinIcon, SearchIcon } from '../icons';
import type { DestinationComboboxProps } from './destination-combobox';
import type { PaxPopoverProps, PaxValue } from './pax-popover';
import { markSearchSubmitted } from './search-submitted';
import * as css from './search-box.css';
import type { StickySummaryProps } from './sticky-summary';

/** A place chosen from the suggestions: sent as `{category}={value}` (e.g. city=234, country=FR). */
export interface SearchBoxPlace {
  category: string;
  value: string;
  label: string;
}

/** A distance search around the shopper's position ('Less than 2h'). */
export interface SearchBoxAround {
  lat: number;
  lng: number;
  distanceMax: number;
}

export interface Destination {
  text: string;
  place?: SearchBoxPlace;
  around?: SearchBoxAround;
}

export interface SearchBoxValues {
  q?: string;
  /** a chosen place (sent instead of q) */
  place?: SearchBoxPlace;
  checkin?: string;
  checkout?: string;
  a?: number;
  c?: number;
  b?: number;
  theme?: number;
}

export interface SearchBoxTheme {
  id: number;
  name: string;
}

/** What the box needs to know about the market for its JavaScript enhancements. */
export interface SearchBoxMarket {
  /** the original's locale id for the JSON API, e.g. fr_FR */
  locale: string;
  /** BCP 47 for Intl, e.g. fr-FR */
  bcp47: string;
  country: HolidayCountry;
  /** destination autocomplete and popular dates (es_ES, fr_FR, fr_BE, nl_BE) */
  hasAutocomplete: boolean;
}

export interface SearchBoxProps {
  marketCode: string;
  flow: Flow;
  /** flows offered as links (activity only when the activity-only search is on) */
  flows: readonly Flow[];
  /** the link of each flow choice, e.g. `?flow=gifting` on the current page */
  hrefForFlow: (flow: Flow) => string;
  /** today (yyyy-MM-dd) in the market's time zone */
  today: string;
  /** the hour in the market's time zone: from 20:00 the first selectable date is tomorrow */
  hour?: number;
  themes: readonly SearchBoxTheme[];
  /** initial values, so a results page can prefill the box */
  values?: SearchBoxValues;
  headingLevel?: 'h2' | 'h3';
  /** enables autocomplete, popular dates and market formatting; without it the box keeps plain fields */
  market?: SearchBoxMarket;
  /** booking flow: submitting without dates opens the dates picker (app/domain/experiments.ts) */
  enforceSearchDates?: EnforceSearchDates;
  /** on mobile, a summary bar sticks to the top once the box scrolls out of view */
  stickySummary?: boolean;
}

/** Pax bounds: adults 1-20 (activities 1-2), children and babies 0-10 (search-and-discovery §9). */
export const PAX_LIMITS = {
  a: { min: 1, max: 20, default: 2 },
  c: { min: 0, max: 10, default: 0 },
  b: { min: 0, max: 10, default: 0 },
} as const;
const ACTIVITY_MAX_ADULTS = 2;
/** The sticky summary shows once the page scrolled this far (§9). */
export const STICKY_AFTER_PX = 250;
const DESKTOP = '(min-width: 1024px)';

/**
 * The first day a stay can start: today, or tomorrow from 20:00 in the market. This is the domain's
 * firstSelectableDay (app/domain/calendar/selection.ts), repeated here because importing that
 * module would pull the whole calendar into the first load; search-box.test.tsx checks both agree.
 */
export function firstDateOf(today: string, hour: number): string {
  return hour >= 20 ? addDays(today, 1) : today;
}

/** 'sam. 5 déc.': the date shown in a date field. */
export function shortDate(day: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/** Where each flow's form goes (urls.md) and what it carries besides the fields. */
export function searchTarget(
  marketCode: string,
  flow: Flow,
): { action: string; hidden: Record<string, string> } {
  switch (flow) {
    case 'gifting':
      return { action: `/${marketCode}/search`, hidden: { flow: 'gifting' } };
    case 'activity':
      return { action: `/${marketCode}/search/activities`, hidden: {} };
    case 'hotel':
      return { action: `/${marketCode}/search/hotels`, hidden: {} };
    default:
      return { action: `/${marketCode}/search`, hidden: {} };
  }
}

function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d + days));
  return date.toISOString().slice(0, 10);
}

/** Choosing the activity flow resets the criteria: its link keeps nothing but the flow. */
function withoutCriteria(href: string): string {
  const [path, query = ''] = href.split('?');
  const flow = new URLSearchParams(query).get('flow');
  return flow ? `${path}?flow=${flow}` : path;
}

const isDesktop = () => window.matchMedia(DESKTOP).matches;

interface Lazy {
  combobox?: ComponentType<DestinationComboboxProps>;
  calendar?: ComponentType<CalendarPopupProps>;
  pax?: ComponentType<PaxPopoverProps>;
  sticky?: ComponentType<StickySummaryProps>;
}

/**
 * The search box: a GET form that works without JavaScript (flow links marked with aria-current,
 * free-text destination, native date inputs, number fields). With JavaScript it gains the
 * destination combobox, the calendar, the travellers popover and the sticky summary; their code
 * loads on first use. Fields that change shape do so without moving the layout: the travellers
 * trigger is in the HTML and shown by `@media (scripting: enabled)`, the date triggers replace
 * date inputs of the same size.
 */
export function SearchBox({
  marketCode,
  flow,
  flows,
  hrefForFlow,
  today,
  hour = 0,
  themes,
  values = {},
  headingLevel = 'h2',
  market,
  enforceSearchDates = EXPERIMENT_DEFAULTS.enforceSearchDates,
  stickySummary = false,
}: SearchBoxProps) {
  const { t, i18n } = useTranslation('search');
  const id = useId();
  const fid = (name: string) => `${id}-${name}`;
  const { action, hidden } = searchTarget(marketCode, flow);
  const Heading = headingLevel;
  const showDates = flow !== 'gifting';
  const isActivity = flow === 'activity';
  const maxAdults = isActivity ? ACTIVITY_MAX_ADULTS : PAX_LIMITS.a.max;
  const headingId = fid('heading');
  const clock = { today, hour };
  const firstDay = firstDateOf(today, hour);
  const locale = market?.bcp47 ?? i18n.language;
  const autocomplete = Boolean(market?.hasAutocomplete);

  const boxRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const datesRef = useRef<HTMLDivElement>(null);
  const checkinRef = useRef<HTMLInputElement>(null);
  const checkoutRef = useRef<HTMLInputElement>(null);
  const paxRef = useRef<HTMLButtonElement>(null);
  const destFocus = useRef<Destination>();
  const pointerFocus = useRef(false);
  const quietFocus = useRef(false);
  const datesDismissed = useRef(false);
  const bypassDates = useRef(false);
  const returnFocus = useRef<RefObject<HTMLElement>>();

  const [enhanced, setEnhanced] = useState(false);
  const [lazy, setLazy] = useState<Lazy>({});
  const [dest, setDest] = useState<Destination>({
    text: values.place?.label ?? values.q ?? '',
    place: values.place,
  });
  const [dates, setDates] = useState<Selection>({ checkin: values.checkin, checkout: values.checkout });
  const [pax, setPax] = useState<PaxValue>({
    a: clamp(values.a ?? PAX_LIMITS.a.default, PAX_LIMITS.a.min, maxAdults),
    c: clamp(values.c ?? PAX_LIMITS.c.default, PAX_LIMITS.c.min, PAX_LIMITS.c.max),
    b: clamp(values.b ?? PAX_LIMITS.b.default, PAX_LIMITS.b.min, PAX_LIMITS.b.max),
  });
  const [theme, setTheme] = useState(values.theme ? String(values.theme) : '');
  const [calendar, setCalendar] = useState<{
    field: 'checkin' | 'checkout';
    mobile: boolean;
    ask?: boolean;
  } | null>(null);
  const [focusSignal, setFocusSignal] = useState(0);
  const [paxOpen, setPaxOpen] = useState(false);

  useEffect(() => {
    // Keep what was typed into the fields that change shape before the page became interactive.
    const field = (name: string) =>
      (formRef.current?.elements.namedItem(name) as HTMLInputElement | null)?.value || undefined;
    if (showDates)
      setDates((d) => ({
        checkin: field('checkin') ?? d.checkin,
        checkout: field('checkout') ?? d.checkout,
      }));
    setEnhanced(true);
    if (!stickySummary) return;
    // The sticky summary's code loads the first time a mobile page scrolls past the threshold.
    const onScroll = () => {
      if (window.scrollY <= STICKY_AFTER_PX || isDesktop()) return;
      window.removeEventListener('scroll', onScroll);
      load('sticky');
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showDates, stickySummary]);

  /** The enhancements' code loads on first use (focus, pointer, scroll); the calendar on opening. */
  function load(name: keyof Lazy) {
    if (lazy[name]) return;
    (name === 'calendar'
      ? // The calendar's strings come with its code, so it never shows before they are here.
        Promise.all([import('../calendar/calendar-popup'), i18n.loadNamespaces('calendar')]).then(([m]) => ({
          calendar: m.CalendarPopup,
        }))
      : import('./enhancements').then((m) => ({
          combobox: m.DestinationCombobox,
          pax: m.PaxPopover,
          sticky: m.StickySummary,
        }))
    ).then((loaded) => setLazy((l) => ({ ...l, ...loaded })), console.error);
  }

  function openCalendar(field: 'checkin' | 'checkout', focusGrid: boolean, ask?: boolean) {
    load('calendar');
    setCalendar((c) => ({ field, mobile: c ? c.mobile : !isDesktop(), ask: ask ?? c?.ask }));
    if (focusGrid) setFocusSignal((n) => n + 1);
  }

  /** Moves focus without the focus opening anything again. */
  function quietlyFocus(ref: RefObject<HTMLElement>) {
    quietFocus.current = true;
    ref.current?.focus();
    quietFocus.current = false;
  }

  function closeCalendar(reason: CalendarCloseReason) {
    // Focus goes back to a trigger once the popup is gone (a modal dialog must close first).
    if (reason !== 'outside')
      returnFocus.current = reason === 'done' || calendar?.field === 'checkout' ? checkoutRef : checkinRef;
    setCalendar(null);
  }

  useEffect(() => {
    if (calendar || !returnFocus.current) return;
    quietlyFocus(returnFocus.current);
    returnFocus.current = undefined;
  }, [calendar]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (
      enhanced &&
      showDates &&
      !bypassDates.current &&
      shouldAskForDates(enforceSearchDates, { flow, ...dates, dismissed: datesDismissed.current })
    ) {
      event.preventDefault();
      openCalendar('checkin', true, true);
      return;
    }
    bypassDates.current = false;
    markSearchSubmitted();
  }

  function searchWithoutDates() {
    datesDismissed.current = true;
    bypassDates.current = true;
    flushSync(() => {
      setDates({});
      setCalendar(null);
    });
    formRef.current?.requestSubmit();
  }

  const dateTrigger = (field: 'checkin' | 'checkout') => (
    <input
      ref={field === 'checkin' ? checkinRef : checkoutRef}
      id={fid(`${field}-trigger`)}
      className={css.control}
      readOnly
      // the WAI-ARIA date picker combobox: a read-only field whose popup is the calendar dialog
      role="combobox"
      value={dates[field] ? shortDate(dates[field]!, locale) : ''}
      placeholder={t('box.chooseDate')}
      aria-haspopup="dialog"
      aria-expanded={Boolean(calendar)}
      aria-controls={calendar && lazy.calendar ? fid('calendar') : undefined}
      onPointerEnter={() => load('calendar')}
      onPointerDown={() => {
        pointerFocus.current = true;
      }}
      onFocus={() => {
        const pointer = pointerFocus.current;
        pointerFocus.current = false;
        // Focus opens the dropdown; on mobile the full-screen calendar waits for a tap or a key.
        if (!quietFocus.current && (pointer || isDesktop())) openCalendar(field, false);
      }}
      onClick={() => openCalendar(field, false)}
      onKeyDown={(event) => {
        if (event.key === 'ArrowDown' || event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          openCalendar(field, true);
        }
      }}
    />
  );

  const dateField = (field: 'checkin' | 'checkout', min: string, popup?: boolean) => (
    <div className={`${css.field} ${css.date} ${popup ? css.anchor : ''}`}>
      <label className={css.label} htmlFor={fid(enhanced ? `${field}-trigger` : field)}>
        {t(`box.${field}`)}
      </label>
      {enhanced ? (
        <>
          {dateTrigger(field)}
          {dates[field] ? <input type="hidden" name={field} value={dates[field]} /> : null}
        </>
      ) : (
        <input
          className={css.control}
          id={fid(field)}
          name={field}
          type="date"
          min={min}
          defaultValue={values[field] ?? ''}
        />
      )}
      {popup && calendar && lazy.calendar ? (
        <lazy.calendar
          id={fid('calendar')}
          clock={clock}
          locale={locale}
          selection={dates}
          addressSelection={{ checkin: values.checkin, checkout: values.checkout }}
          onChange={setDates}
          onClose={closeCalendar}
          mobile={calendar.mobile}
          containerRef={datesRef}
          focusSignal={focusSignal}
          popularDatesCountry={autocomplete ? market!.country : undefined}
          message={calendar.ask ? t('chooseDates', { ns: 'calendar' }) : undefined}
          messageAction={
            calendar.ask && enforceSearchDates === 'datesSuggested'
              ? { label: t('searchWithoutDates', { ns: 'calendar' }), onClick: searchWithoutDates }
              : undefined
          }
        />
      ) : null}
    </div>
  );

  const paxText = [
    t('box.paxAdults', { count: pax.a }),
    pax.c ? t('box.paxChildren', { count: pax.c }) : '',
    pax.b ? t('box.paxBabies', { count: pax.b }) : '',
  ]
    .filter(Boolean)
    .join(', ');

  return (
    <div className={css.box} ref={boxRef}>
      {flows.length > 1 ? (
        <nav className={css.flows} aria-label={t('box.flowsLabel')}>
          <ul className={css.flowList}>
            {flows.map((f) => (
              <li key={f}>
                <a
                  className={css.flowLink}
                  href={f === 'activity' ? withoutCriteria(hrefForFlow(f)) : hrefForFlow(f)}
                  aria-current={f === flow ? 'page' : undefined}
                >
                  {t(`box.flows.${f}`)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
      ) : null}
      <Heading className={css.heading} id={headingId}>
        {t(`box.headers.${flow}`)}
      </Heading>
      <form
        ref={formRef}
        className={css.form}
        method="get"
        action={action}
        role="search"
        aria-labelledby={headingId}
        data-enhanced={enhanced || undefined}
        onSubmit={onSubmit}
      >
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <div className={`${css.field} ${css.destination}`}>
          <label className={css.label} htmlFor={fid('q')}>
            {t('box.destination')}
          </label>
          {autocomplete && lazy.combobox ? (
            <lazy.combobox
              id={fid('q')}
              locale={market!.locale}
              value={dest}
              onChange={setDest}
              placeholder={t('box.destinationPlaceholder')}
              focusedAt={destFocus.current}
            />
          ) : (
            <span className={css.withIcon}>
              <span className={css.fieldIcon}>
                <PinIcon />
              </span>
              <input
                className={css.controlWithIcon}
                id={fid('q')}
                name={dest.place || dest.around ? undefined : 'q'}
                type="search"
                value={dest.text}
                onChange={(event) => setDest({ text: event.target.value })}
                placeholder={t('box.destinationPlaceholder')}
                autoComplete="off"
                maxLength={100}
                enterKeyHint="search"
                {...(autocomplete && enhanced
                  ? {
                      role: 'combobox',
                      'aria-expanded': false,
                      'aria-autocomplete': 'list' as const,
                      onPointerEnter: () => load('combobox'),
                      onFocus: () => {
                        destFocus.current = dest;
                        load('combobox');
                      },
                      onBlur: () => {
                        destFocus.current = undefined;
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
        {showDates ? (
          <div className={css.dates} ref={datesRef}>
            {dateField('checkin', firstDay)}
            {dateField(
              'checkout',
              addDays(values.checkin && values.checkin >= firstDay ? values.checkin : firstDay, 1),
              true,
            )}
          </div>
        ) : null}
        <div className={`${css.field} ${showDates ? css.theme : css.themeWide}`}>
          <label className={css.label} htmlFor={fid('theme')}>
            {t('box.theme')}
          </label>
          <select
            className={css.control}
            id={fid('theme')}
            name="theme"
            defaultValue={values.theme ? String(values.theme) : ''}
            onChange={(event) => setTheme(event.target.value)}
          >
            <option value="">{t('box.allThemes')}</option>
            {themes.map((th) => (
              <option key={th.id} value={th.id}>
                {th.name}
              </option>
            ))}
          </select>
        </div>
        <fieldset className={`${css.fieldset} ${css.pax}`}>
          <legend className={css.legend} id={fid('pax-legend')}>
            {t('box.travellers')}
          </legend>
          <div className={`${css.paxGrid} ${css.noJs}`}>
            <PaxField
              id={fid('a')}
              name="a"
              label={t('box.adults')}
              hint={t('box.adultsAge')}
              min={PAX_LIMITS.a.min}
              max={maxAdults}
              value={pax.a}
              onChange={(a) => setPax((p) => ({ ...p, a }))}
            />
            {isActivity ? null : (
              <>
                <PaxField
                  id={fid('c')}
                  name="c"
                  label={t('box.children')}
                  hint={t('box.childrenAge')}
                  min={PAX_LIMITS.c.min}
                  max={PAX_LIMITS.c.max}
                  value={pax.c}
                  onChange={(c) => setPax((p) => ({ ...p, c }))}
                />
                <PaxField
                  id={fid('b')}
                  name="b"
                  label={t('box.babies')}
                  hint={t('box.babiesAge')}
                  min={PAX_LIMITS.b.min}
                  max={PAX_LIMITS.b.max}
                  value={pax.b}
                  onChange={(b) => setPax((p) => ({ ...p, b }))}
                />
              </>
            )}
          </div>
          <div className={`${css.jsOnly} ${css.anchor}`}>
            <button
              ref={paxRef}
              type="button"
              className={css.paxTrigger}
              aria-haspopup="dialog"
              aria-expanded={paxOpen}
              aria-controls={paxOpen && lazy.pax ? fid('pax') : undefined}
              aria-labelledby={`${fid('pax-legend')} ${fid('pax-value')}`}
              onPointerEnter={() => load('pax')}
              onClick={() => {
                load('pax');
                setPaxOpen((open) => !open);
              }}
            >
              <span id={fid('pax-value')}>{paxText}</span>
            </button>
            {paxOpen && lazy.pax ? (
              <lazy.pax
                id={fid('pax')}
                labelledBy={fid('pax-legend')}
                value={pax}
                maxAdults={maxAdults}
                withChildren={!isActivity}
                onChange={setPax}
                onClose={(returnFocus) => {
                  setPaxOpen(false);
                  if (returnFocus) paxRef.current?.focus();
                }}
                triggerRef={paxRef}
              />
            ) : null}
          </div>
        </fieldset>
        <div className={css.submitCell}>
          <button type="submit" className={`${button.primary} ${css.submit}`}>
            <SearchIcon />
            {t('box.submit')}
          </button>
        </div>
      </form>
      {stickySummary && lazy.sticky ? (
        <lazy.sticky
          boxRef={boxRef}
          destination={dest.text}
          dates={showDates ? dates : undefined}
          theme={themes.find((th) => String(th.id) === theme)?.name}
          travellers={pax.a + pax.c + pax.b}
          locale={locale}
        />
      ) : null}
    </div>
  );
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function PaxField(props: {
  id: string;
  name: string;
  label: string;
  hint: string;
  min: number;
  max: number;
  value: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className={css.field}>
      <label className={css.paxLabel} htmlFor={props.id}>
        {props.label}
        <span className={css.hint}>{props.hint}</span>
      </label>
      <input
        className={css.control}
        id={props.id}
        name={props.name}
        type="number"
        inputMode="numeric"
        min={props.min}
        max={props.max}
        step={1}
        value={props.value}
        onChange={(event) => {
          // out-of-range changes are ignored (§5)
          const n = Number(event.target.value);
          if (Number.isInteger(n) && n >= props.min && n <= props.max) props.onChange(n);
        }}
        required
      />
    </div>
  );
}
