/**
 * Strict reading of search criteria for the JSON API: where pages drop what is invalid, the API
 * answers 400 naming the field.
 */
import { diffDays as daysBetween, isIsoDay } from '../calendar/dates';
import { PAX_LIMITS } from '../travellers';
import { SORTS, type FieldError } from './criteria';
import { isCriterionCode } from './list-criteria';

type Rule = (value: string) => boolean;
const intIn =
  (min: number, max: number): Rule =>
  (v) =>
    /^-?\d{1,9}$/.test(v) && Number(v) >= min && Number(v) <= max;
const floatIn =
  (min: number, max: number): Rule =>
  (v) =>
    /^-?\d{1,3}(\.\d{1,10})?$/.test(v) && Number(v) >= min && Number(v) <= max;
const each =
  (rule: Rule): Rule =>
  (v) =>
    v.split(',').every((part) => rule(part.trim()));
const oneOf =
  (values: readonly string[]): Rule =>
  (v) =>
    values.includes(v);
const code: Rule = (v) => isCriterionCode(v.toLowerCase());

const API_RULES: Record<string, Rule> = {
  sort: oneOf(SORTS),
  orderBy: oneOf(SORTS),
  lat: floatIn(-90, 90),
  lng: floatIn(-180, 180),
  city: intIn(1, 2_000_000_000),
  hotel: intIn(1, 2_000_000_000),
  poi: intIn(1, 2_000_000_000),
  department: intIn(1, 2_000_000_000),
  region: intIn(1, 2_000_000_000),
  touristicregion: intIn(1, 2_000_000_000),
  searesort: intIn(1, 2_000_000_000),
  skiresort: intIn(1, 2_000_000_000),
  country: (v) => /^(FR|ES|BE|NL|IT)$/i.test(v),
  theme: intIn(1, 10_000),
  hotelTypes: each(code),
  hotelEnvironments: each(code),
  hotelStyles: each(code),
  stars: each(intIn(1, 5)),
  hotelScore: intIn(1, 10),
  minHotelReviewScore: intIn(1, 10),
  priceMin: intIn(0, 100_000_000),
  priceMax: intIn(0, 100_000_000),
  singleVoucherPriceMin: intIn(0, 100_000_000),
  singleVoucherPriceMax: intIn(0, 100_000_000),
  facilities: each(code),
  petsAllowed: oneOf(['true', 'false']),
  tags: each(intIn(1, 1_000_000)),
  distanceMin: intIn(0, 10_000),
  distanceMax: intIn(0, 10_000),
  checkin: isIsoDay,
  checkout: isIsoDay,
  a: intIn(PAX_LIMITS.adults.min, PAX_LIMITS.adults.max),
  adult: intIn(PAX_LIMITS.adults.min, PAX_LIMITS.adults.max),
  c: intIn(PAX_LIMITS.children.min, PAX_LIMITS.children.max),
  child: intIn(PAX_LIMITS.children.min, PAX_LIMITS.children.max),
  b: intIn(PAX_LIMITS.babies.min, PAX_LIMITS.babies.max),
  baby: intIn(PAX_LIMITS.babies.min, PAX_LIMITS.babies.max),
  night: intIn(1, 30),
  s: oneOf(['true', 'false', '1', '0']),
  upsell: oneOf(['none', 'availability']),
  giftFormat: oneOf(['digital', 'physical']),
  giftNights: intIn(1, 3),
  hotelId: intIn(1, 2_000_000_000),
  flow: oneOf(['booking', 'gifting', 'activity', 'hotel']),
  page: intIn(0, 10_000),
  limit: intIn(1, 100),
  numberOfPackagesPerHotel: intIn(1, 20),
  performMapSearch: oneOf(['true', 'false']),
};

/**
 * Strict reading for the JSON API: every known parameter that is present must be well formed, and
 * the answer names the field. Pages stay lenient and drop what is invalid.
 */
export function criteriaErrors(params: URLSearchParams): FieldError[] {
  const errors: FieldError[] = [];
  for (const [field, rule] of Object.entries(API_RULES)) {
    for (const value of params.getAll(field)) {
      if (!rule(value.trim())) {
        errors.push({ field, message: `invalid value for ${field}` });
        break;
      }
    }
  }
  const checkin = params.get('checkin');
  const checkout = params.get('checkout');
  if (checkin && checkout && isIsoDay(checkin) && isIsoDay(checkout) && daysBetween(checkin, checkout) < 1) {
    errors.push({ field: 'checkout', message: 'checkout must be after checkin' });
  }
  return errors;
}
