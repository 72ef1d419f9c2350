/**
 * Submitting the box. In the booking flow a search without dates may first open the dates picker,
 * as the experiment says (app/domain/experiments.ts): 'datesForced' insists, 'datesSuggested' offers
 * to search without dates. Every search that goes through is remembered for the results page.
 */
import { useRef, type FormEvent, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { Selection } from '~/domain/calendar/selection';
import type { Flow } from '~/domain/flows';
import { shouldAskForDates, type EnforceSearchDates } from '~/domain/experiments';
import { markSearchSubmitted } from './search-submitted';
import type { DatePicker } from './use-date-picker';

export function useSearchSubmission(options: {
  formRef: RefObject<HTMLFormElement>;
  enhanced: boolean;
  flow: Flow;
  showDates: boolean;
  dates: Selection;
  setDates: (dates: Selection) => void;
  enforceSearchDates: EnforceSearchDates;
  picker: DatePicker;
}) {
  const { enhanced, flow, showDates, dates, enforceSearchDates, picker } = options;
  const datesDismissed = useRef(false);
  const bypassDates = useRef(false);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    if (
      enhanced &&
      showDates &&
      !bypassDates.current &&
      shouldAskForDates(enforceSearchDates, { flow, ...dates, dismissed: datesDismissed.current })
    ) {
      event.preventDefault();
      picker.open('checkin', true, true);
      return;
    }
    bypassDates.current = false;
    markSearchSubmitted();
  }

  /** 'Search without dates': the dates are cleared and the form goes. */
  function searchWithoutDates() {
    datesDismissed.current = true;
    bypassDates.current = true;
    flushSync(() => {
      options.setDates({});
      picker.hide();
    });
    options.formRef.current?.requestSubmit();
  }

  return { onSubmit, searchWithoutDates };
}
