import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClockReading, Selection } from '~/domain/calendar/selection';
import type { CalendarPopupProps } from '../calendar/calendar-popup';
import * as css from './search-box.css';
import { addDays, firstDateOf, shortDate, type DateFieldName } from './search-box-model';
import type { DatePicker } from './use-date-picker';

export interface DateFieldsProps {
  fid: (name: string) => string;
  /** native date inputs until the page is interactive, then read-only triggers of the calendar */
  enhanced: boolean;
  dates: Selection;
  onChange: (dates: Selection) => void;
  /** the dates of the address: the native inputs' values, and where closing without a check-out goes back */
  initial: Selection;
  clock: ClockReading;
  locale: string;
  picker: DatePicker;
  Calendar?: ComponentType<CalendarPopupProps>;
  popularDatesCountry?: CalendarPopupProps['popularDatesCountry'];
  /** offered beside the request for dates when the dates are only suggested */
  onSearchWithoutDates?: () => void;
}

/**
 * Check-in and check-out. Without JavaScript: native date inputs from the first selectable day.
 * With it: read-only comboboxes (the WAI-ARIA date picker pattern) whose popup is the calendar,
 * each filling a hidden input; the calendar drops from the check-out field, under both.
 */
export function DateFields(props: DateFieldsProps) {
  const { initial } = props;
  const firstDay = firstDateOf(props.clock.today, props.clock.hour);
  return (
    <div className={css.dates} ref={props.picker.datesRef}>
      <DateField {...props} field="checkin" min={firstDay} />
      <DateField
        {...props}
        field="checkout"
        min={addDays(initial.checkin && initial.checkin >= firstDay ? initial.checkin : firstDay, 1)}
        withPopup
      />
    </div>
  );
}

function DateField(props: DateFieldsProps & { field: DateFieldName; min: string; withPopup?: boolean }) {
  const { t } = useTranslation('search');
  const { fid, field, enhanced, dates, picker } = props;
  return (
    <div className={`${css.field} ${css.date} ${props.withPopup ? css.anchor : ''}`}>
      <label className={css.label} htmlFor={fid(enhanced ? `${field}-trigger` : field)}>
        {t(`box.${field}`)}
      </label>
      {enhanced ? (
        <>
          <input
            ref={picker.triggerRef(field)}
            id={fid(`${field}-trigger`)}
            className={css.control}
            readOnly
            // the WAI-ARIA date picker combobox: a read-only field whose popup is the calendar dialog
            role="combobox"
            value={dates[field] ? shortDate(dates[field]!, props.locale) : ''}
            placeholder={t('box.chooseDate')}
            aria-haspopup="dialog"
            aria-expanded={Boolean(picker.calendar)}
            aria-controls={picker.calendar && props.Calendar ? fid('calendar') : undefined}
            {...picker.triggerEvents(field)}
          />
          {dates[field] ? <input type="hidden" name={field} value={dates[field]} /> : null}
        </>
      ) : (
        <input
          className={css.control}
          id={fid(field)}
          name={field}
          type="date"
          min={props.min}
          defaultValue={props.initial[field] ?? ''}
        />
      )}
      {props.withPopup ? <DatesPopup {...props} /> : null}
    </div>
  );
}

function DatesPopup(props: DateFieldsProps) {
  const { t } = useTranslation('search');
  const { picker, Calendar } = props;
  if (!picker.calendar || !Calendar) return null;
  const ask = picker.calendar.ask;
  return (
    <Calendar
      id={props.fid('calendar')}
      clock={props.clock}
      locale={props.locale}
      selection={props.dates}
      addressSelection={props.initial}
      onChange={props.onChange}
      onClose={picker.close}
      mobile={picker.calendar.mobile}
      containerRef={picker.datesRef}
      focusSignal={picker.focusSignal}
      popularDatesCountry={props.popularDatesCountry}
      message={ask ? t('chooseDates', { ns: 'calendar' }) : undefined}
      messageAction={
        ask && props.onSearchWithoutDates
          ? { label: t('searchWithoutDates', { ns: 'calendar' }), onClick: props.onSearchWithoutDates }
          : undefined
      }
    />
  );
}
