import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flow } from '~/domain/flows';
import { EXPERIMENT_DEFAULTS, type EnforceSearchDates } from '~/domain/experiments';
import { button } from '../button.css';
import { SearchIcon } from '../icons';
import { DateFields } from './date-fields';
import { DestinationField } from './destination-field';
import { FlowLinks } from './flow-links';
import * as css from './search-box.css';
import {
  ACTIVITY_MAX_ADULTS,
  PAX_LIMITS,
  searchTarget,
  type SearchBoxMarket,
  type SearchBoxTheme,
  type SearchBoxValues,
} from './search-box-model';
import { ThemeField } from './theme-field';
import { TravellersField } from './travellers-field';
import { useBoxValues, useEnhanced } from './use-box-values';
import { useDatePicker } from './use-date-picker';
import { useLazyParts } from './use-lazy-parts';
import { useSearchSubmission } from './use-search-submission';

export {
  firstDateOf,
  PAX_LIMITS,
  searchTarget,
  shortDate,
  STICKY_AFTER_PX,
  type Destination,
  type SearchBoxAround,
  type SearchBoxMarket,
  type SearchBoxPlace,
  type SearchBoxTheme,
  type SearchBoxValues,
} from './search-box-model';

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
  const locale = market?.bcp47 ?? i18n.language;
  const autocomplete = Boolean(market?.hasAutocomplete);

  const boxRef = useRef<HTMLDivElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const { parts, load } = useLazyParts(i18n);
  const box = useBoxValues(values, maxAdults);
  const enhanced = useEnhanced({ formRef, showDates, stickySummary, setDates: box.setDates, load });
  const picker = useDatePicker(load);
  const submission = useSearchSubmission({
    formRef,
    enhanced,
    flow,
    showDates,
    dates: box.dates,
    setDates: box.setDates,
    enforceSearchDates,
    picker,
  });
  const Sticky = parts.sticky;

  return (
    <div className={css.box} ref={boxRef}>
      {flows.length > 1 ? <FlowLinks flows={flows} flow={flow} hrefForFlow={hrefForFlow} /> : null}
      <Heading className={css.heading} id={fid('heading')}>
        {t(`box.headers.${flow}`)}
      </Heading>
      <form
        ref={formRef}
        className={css.form}
        method="get"
        action={action}
        role="search"
        aria-labelledby={fid('heading')}
        data-enhanced={enhanced || undefined}
        onSubmit={submission.onSubmit}
      >
        {Object.entries(hidden).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <DestinationField
          id={fid('q')}
          value={box.dest}
          onChange={box.setDest}
          autocompleteLocale={autocomplete ? market!.locale : undefined}
          enhanced={enhanced}
          Combobox={parts.combobox}
          load={load}
        />
        {showDates ? (
          <DateFields
            fid={fid}
            enhanced={enhanced}
            dates={box.dates}
            onChange={box.setDates}
            initial={{ checkin: values.checkin, checkout: values.checkout }}
            clock={{ today, hour }}
            locale={locale}
            picker={picker}
            Calendar={parts.calendar}
            popularDatesCountry={autocomplete ? market!.country : undefined}
            onSearchWithoutDates={
              enforceSearchDates === 'datesSuggested' ? submission.searchWithoutDates : undefined
            }
          />
        ) : null}
        <ThemeField
          id={fid('theme')}
          wide={!showDates}
          themes={themes}
          initial={values.theme}
          onChange={box.setTheme}
        />
        <TravellersField
          fid={fid}
          value={box.pax}
          onChange={box.setPax}
          maxAdults={maxAdults}
          withChildren={!isActivity}
          Popover={parts.pax}
          load={load}
        />
        <div className={css.submitCell}>
          <button type="submit" className={`${button.primary} ${css.submit}`}>
            <SearchIcon />
            {t('box.submit')}
          </button>
        </div>
      </form>
      {stickySummary && Sticky ? (
        <Sticky
          boxRef={boxRef}
          destination={box.dest.text}
          dates={showDates ? box.dates : undefined}
          theme={themes.find((th) => String(th.id) === box.theme)?.name}
          travellers={box.pax.a + box.pax.c + box.pax.b}
          locale={locale}
        />
      ) : null}
    </div>
  );
}
