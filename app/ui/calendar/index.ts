/**
 * The availability calendar family. `CalendarMonthLinks` renders on the server and works without
 * JavaScript; `CalendarPopup` (dropdown / full screen) and `Calendar` (the grids) are interactive and
 * meant to be loaded with a dynamic `import('~/ui/calendar/calendar-popup')` when a date field
 * opens, so they stay out of the first load.
 */
export { CalendarMonthLinks, clampMonth, type CalendarMonthLinksProps } from './calendar-month-links';
export { dayName, dayView, formatDay, type DayView } from './day-view';
export type { AvailabilityRequest } from './use-availability';
export type { CalendarPopupProps, CalendarCloseReason } from './calendar-popup';
export type { CalendarProps } from './calendar';
