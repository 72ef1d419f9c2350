/**
 * The search box's JavaScript-only parts, loaded together on first use (focus on the destination,
 * the travellers trigger, or a scroll past the sticky threshold on mobile). The calendar is a
 * separate, larger chunk loaded when a date field opens it.
 */
export { DestinationCombobox } from './destination-combobox';
export { PaxPopover } from './pax-popover';
export { StickySummary } from './sticky-summary';
