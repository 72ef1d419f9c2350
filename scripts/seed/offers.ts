/**
 * Offers of one hotel: weekends with 1-3 themes and 1-3 activities that fit them (about 10% are
 * hotel-only nights), labels and programme lines in every language, pictures, sales labels, promos,
 * availability for 365 days, the cached from-price, gift prices and upsells to a sibling offer.
 */
import type { Insertable } from 'kysely';
import { addDays } from '../../app/domain/calendar/dates';
import { roundUpToEuro } from '../../app/domain/pricing';
import { slugify } from '../../app/domain/text';
import type { CancellationType } from '../../app/domain/product/cancellation';
import type { OffersTable } from '../../app/server/db/schema';
import {
  type Calendar,
  cheapestStay,
  type DayPlan,
  derivePlan,
  hotelClosures,
  percentile,
  planDays,
  stayTotals,
} from './availability';
import {
  ACTIVITIES,
  type ActivityRef,
  HEADWORDS,
  OFFER_LABEL_TEMPLATES,
  PROGRAM_LINES,
  THEMES,
} from './data/vocabulary';
import type { HotelInfo, RoomInfo } from './hotels';
import type { Random } from './random';
import { fill, L, LANGUAGES, type Language, type Localized, lowerFirst } from './util';
import type { Writer } from './writer';

export interface OfferSummary {
  id: number;
  hotelId: number;
  cityId: number;
  countryCode: string;
  kind: 'weekend' | 'hotel_only';
  themes: number[];
  published: boolean;
  giftable: boolean;
  nights: number;
  fromPriceCents: number;
  giftPriceCents: number | null;
}

export interface OfferContext {
  w: Writer;
  cal: Calendar;
  today: string;
}

/** Sales label keys (the UI translates them). */
export const MARKETING_LABELS = ['bestseller', 'new', 'exclusive'] as const;
export const PRIORITY_LABELS = ['flash-sale', 'last-chance'] as const;
export const STRESS_MESSAGES = ['booked-recently', 'high-demand', 'popular-dates'] as const;

const THEME_WEIGHT_BASE: Record<number, number> = {
  26: 0, // wellness: only hotels with a spa (below)
  23: 22,
  19: 16,
  39: 10,
  8: 4,
  11: 5,
  14: 6,
  31: 3,
  34: 3,
  42: 0,
  45: 0,
  48: 0,
  51: 3,
  54: 0,
  57: 2,
};

const THEME_IMAGE: Record<number, string> = {
  26: 'spa',
  54: 'spa',
  19: 'food',
  34: 'food',
  23: 'room',
  39: 'activity',
  51: 'activity',
  8: 'activity',
  42: 'sea',
  45: 'mountain',
  48: 'city',
  11: 'city',
  14: 'countryside',
  57: 'countryside',
  31: 'countryside',
};

const HOTEL_ONLY_LABEL: Localized = L(
  'Night in {city}',
  'Nuit à {city}',
  'Noche en {city}',
  'Overnachting in {city}',
  'Notte a {city}',
);
const HOTEL_ONLY_DESCRIPTION: Localized = L(
  'A night at {hotel}, in a {room}. Add breakfast and extras at the hotel.',
  'Une nuit à l’établissement {hotel}, en {room}. Petit-déjeuner et extras à réserver sur place.',
  'Una noche en el establecimiento {hotel}, en {room}. Desayuno y extras a reservar en el hotel.',
  'Een nacht in {hotel}, in een {room}. Ontbijt en extra’s boek je ter plaatse.',
  'Una notte presso {hotel}, in {room}. Colazione ed extra da prenotare in hotel.',
);
const GENERIC_LABEL: Localized = L(
  'Getaway in {city} with {activity}',
  'Escapade à {city} avec {activity}',
  'Escapada en {city} con {activity}',
  'Uitje in {city} met {activity}',
  'Fuga a {city} con {activity}',
);
const UPSELL_LABEL: Localized = L(
  'Add: {activity}',
  'En plus : {activity}',
  'Añade: {activity}',
  'Extra: {activity}',
  'In più: {activity}',
);

const activitiesByTheme = new Map<number, ActivityRef[]>();
for (const t of THEMES)
  activitiesByTheme.set(
    t.id,
    ACTIVITIES.filter((a) => a.themeIds.includes(t.id)),
  );
const programLine = new Map(PROGRAM_LINES.map((p) => [p.key, p.text]));
const templatesByTheme = new Map<number, Localized[]>();
for (const t of OFFER_LABEL_TEMPLATES)
  templatesByTheme.set(t.themeId, [...(templatesByTheme.get(t.themeId) ?? []), t.label]);

/** Price of an activity for the couple of the package, in cents. */
function activityCents(a: ActivityRef): number {
  const perPerson = 900 + a.durationMinutes * 14;
  return Math.round((a.perPerson ? perPerson * 2 : perPerson * 1.6) / 100) * 100;
}

function themeWeights(hotel: HotelInfo): [number, number][] {
  const w: Record<number, number> = { ...THEME_WEIGHT_BASE };
  if (hotel.facilities.has('spa')) {
    w[26] = 34;
    w[54] = 2;
  }
  if (hotel.facilities.has('restaurant')) w[19] += 10;
  if (hotel.facilities.has('family-rooms') || hotel.facilities.has('kids-club')) w[39] += 12;
  const env = hotel.environmentCode;
  if (env === 'seaside') w[42] = 18;
  if (env === 'mountain') {
    w[45] = 20;
    w[8] += 8;
  }
  if (env === 'city-centre') {
    w[48] = 16;
    w[11] += 8;
  }
  if (env === 'vineyard') w[34] += 18;
  if (env === 'countryside' || env === 'forest' || env === 'lakeside') w[14] += 10;
  if (hotel.typeCode === 'unusual') w[31] += 20;
  if (hotel.typeCode === 'castle') w[23] += 8;
  return Object.entries(w)
    .map(([id, weight]) => [Number(id), weight] as [number, number])
    .filter(([id, weight]) => weight > 0 && (activitiesByTheme.get(id)?.length ?? 0) > 0);
}

interface Spec {
  id: number;
  kind: 'weekend' | 'hotel_only';
  room: RoomInfo;
  themes: number[];
  activities: ActivityRef[];
  nights: number;
  plusOf?: Spec;
}

function weekendSpec(id: number, hotel: HotelInfo, rng: Random): Spec {
  const primary = rng.among(themeWeights(hotel));
  const pool = activitiesByTheme.get(primary)!;
  const count = Math.min(
    pool.length,
    rng.among([
      [1, 45],
      [2, 40],
      [3, 15],
    ] as const),
  );
  const activities = rng.sample(pool, count);
  const themes = [primary];
  for (const a of activities) {
    for (const t of a.themeIds)
      if (themes.length < 3 && !themes.includes(t) && rng.chance(0.45)) themes.push(t);
  }
  const familyRoom = hotel.rooms.find((r) => r.capacityTotal >= 4);
  const room =
    themes.includes(39) && familyRoom ? familyRoom : rng.chance(0.8) ? hotel.rooms[0] : rng.pick(hotel.rooms);
  const nights = rng.among([
    [1, 55],
    [2, 40],
    [3, 5],
  ] as const);
  return { id, kind: 'weekend', room, themes, activities, nights };
}

function hotelOnlySpec(id: number, hotel: HotelInfo): Spec {
  const env = hotel.environmentCode;
  const theme =
    env === 'seaside'
      ? 42
      : env === 'mountain'
        ? 45
        : env === 'city-centre'
          ? 48
          : env === 'vineyard'
            ? 34
            : 14;
  return { id, kind: 'hotel_only', room: hotel.rooms[0], themes: [theme], activities: [], nights: 1 };
}

/** The sibling with one more activity (the upsell target), or undefined when none fits. */
function plusSpec(id: number, base: Spec, rng: Random): Spec | undefined {
  const extra = (activitiesByTheme.get(base.themes[0]) ?? []).filter((a) => !base.activities.includes(a));
  if (extra.length === 0) return undefined;
  return { ...base, id, activities: [...base.activities, rng.pick(extra)], plusOf: base };
}

function roomNightCents(hotel: HotelInfo, room: RoomInfo): number {
  const byStars = [0, 5500, 6500, 9000, 13500, 24000][hotel.stars];
  const city =
    hotel.city.population > 1_000_000
      ? 1.3
      : hotel.city.population > 300_000
        ? 1.15
        : hotel.city.resort
          ? 1.1
          : 1;
  const quality = 0.85 + hotel.quality * 0.3;
  const roomSize = Math.pow(room.capacityTotal / 2, 0.55) * (room.typeCode.includes('suite') ? 1.35 : 1);
  return byStars * city * quality * roomSize;
}

function programLines(
  spec: Spec,
  hotel: HotelInfo,
  rng: Random,
): { key: string; vars: (l: Language) => Record<string, string | number> }[] {
  const lines: { key: string; vars: (l: Language) => Record<string, string | number> }[] = [];
  const none = () => ({});
  lines.push({
    key: spec.nights === 1 ? 'night-one' : 'night-other',
    vars: (l) => ({ nights: spec.nights, room: lowerFirst(spec.room.name[l]) }),
  });
  lines.push({ key: 'adults-other', vars: () => ({ adults: 2 }) });
  if (spec.kind === 'weekend' || rng.chance(0.5)) lines.push({ key: 'breakfast', vars: none });
  if (spec.kind === 'weekend') {
    if (rng.chance(0.3)) lines.push({ key: 'welcome-drink', vars: none });
    if (spec.themes.includes(19) || rng.chance(0.2)) lines.push({ key: 'dinner', vars: none });
    for (const a of spec.activities) {
      lines.push(
        a.perPerson
          ? { key: 'activity-for-guests', vars: (l) => ({ activity: a.name[l], adults: 2 }) }
          : { key: 'activity', vars: (l) => ({ activity: a.name[l] }) },
      );
    }
    if (
      hotel.facilities.has('spa') &&
      !spec.activities.some((a) => a.key === 'spa-access') &&
      rng.chance(0.4)
    )
      lines.push({ key: 'spa-access', vars: none });
    if (spec.themes.includes(23) && rng.chance(0.5)) lines.push({ key: 'sparkling-wine', vars: none });
    if (rng.chance(0.2)) lines.push({ key: 'late-checkout', vars: none });
  }
  if (hotel.facilities.has('parking') && rng.chance(0.3)) lines.push({ key: 'parking', vars: none });
  if (hotel.facilities.has('wifi') && rng.chance(0.2)) lines.push({ key: 'wifi', vars: none });
  if (hotel.row.local_tax_type !== 'NONE') lines.push({ key: 'tourist-tax', vars: none });
  return lines.filter((line) => programLine.has(line.key));
}

const kindOfLine = (key: string) => key.replace(/-(one|other|for-guests)$/, '');

/** Offers per hotel: 1-7, adjusted by the caller so the catalogue hits its target. */
export function offerCountFor(rng: Random): number {
  return rng.among([
    [1, 10],
    [2, 20],
    [3, 25],
    [4, 22],
    [5, 13],
    [6, 10],
  ] as const);
}

export interface HotelOffersResult {
  summaries: OfferSummary[];
  upsells: number;
}

export function writeHotelOffers(
  ctx: OfferContext,
  hotel: HotelInfo,
  count: number,
  firstOfferId: number,
  firstUpsellId: number,
  rng: Random,
): HotelOffersResult {
  const { w, cal, today } = ctx;
  // 1. What the offers are.
  const specs: Spec[] = [];
  const hotelOnly = (count >= 2 && rng.chance(0.36)) || (count === 1 && rng.chance(0.04));
  const weekendCount = hotelOnly ? count - 1 : count;
  for (let i = 0; i < weekendCount; i++) {
    const id = firstOfferId + specs.length;
    const plus = i === 1 && rng.chance(0.4) ? plusSpec(id, specs[0], rng) : undefined;
    specs.push(plus ?? weekendSpec(id, hotel, rng));
  }
  if (hotelOnly) specs.push(hotelOnlySpec(firstOfferId + specs.length, hotel));

  // 2. Availability shared by the hotel: closing days; then per offer.
  const closed = hotelClosures(cal, hotel.city.resort, rng.fork('closures'));
  const plans = new Map<Spec, DayPlan>();
  const summaries: OfferSummary[] = [];
  let upsellId = firstUpsellId;

  for (const spec of specs) {
    const r = rng.fork('offer', spec.id);
    const activitiesCents =
      spec.activities.reduce((s, a) => s + activityCents(a), 0) + (spec.themes.includes(19) ? 5000 : 0);
    let plan: DayPlan;
    if (spec.plusOf && plans.has(spec.plusOf)) {
      const extra = activityCents(spec.activities[spec.activities.length - 1]);
      plan = derivePlan(plans.get(spec.plusOf)!, extra / spec.nights);
    } else {
      const promoProfile = r.among([
        ['none', 60],
        ['small', 10],
        ['real', 30],
      ] as const);
      plan = planDays(
        cal,
        {
          roomNightCents: roomNightCents(hotel, spec.room),
          packageNightCents: activitiesCents / spec.nights,
          resort: hotel.city.resort,
          promoRate:
            promoProfile === 'none' ? 0 : promoProfile === 'small' ? r.float(0.03, 0.09) : r.float(0.11, 0.4),
          promoCoverage: r.float(0.6, 1),
          closed,
          weekendMinLos: r.chance(0.25),
          holidayMinLos: r.chance(0.4),
          maxRooms: Math.max(1, Math.min(8, spec.room.stock)),
        },
        r.fork('days'),
      );
    }
    plans.set(spec, plan);

    const stay = cheapestStay(plan, spec.nights);
    const published = stay !== undefined;
    const fromSell =
      stay?.sell ??
      plan.sell.reduce((m, x) => (x > 0 && x < m ? x : m), Number.MAX_SAFE_INTEGER) * spec.nights;
    const fromRef = stay?.ref ?? fromSell;

    // Gift prices: buckets at the 35th, 55th and 70th percentile of the next 6 months' stays.
    const giftable = spec.kind === 'weekend' && published && r.chance(0.75);
    let giftPrice: number | null = null;
    const vouchers: {
      offer_id: number;
      nights: number;
      bucket: number;
      sell_cents: number;
      extra_upsell_availability_cents: number;
    }[] = [];
    if (giftable) {
      for (let nights = 1; nights <= 3; nights++) {
        const totals = stayTotals(plan, nights, 0, 183);
        if (totals.length === 0) continue;
        const essential = roundUpToEuro(percentile(totals, 0.35));
        const serenity = Math.max(essential, roundUpToEuro(percentile(totals, 0.55)));
        const liberty = Math.max(serenity, roundUpToEuro(percentile(totals, 0.7)));
        const extra = Math.max(1000, roundUpToEuro(percentile(totals, 0.9) - liberty));
        [essential, serenity, liberty].forEach((sell_cents, i) =>
          vouchers.push({
            offer_id: spec.id,
            nights,
            bucket: i + 1,
            sell_cents,
            extra_upsell_availability_cents: extra,
          }),
        );
        if (nights === spec.nights) giftPrice = essential;
      }
      giftPrice ??= roundUpToEuro(fromSell);
    }

    // The offer row and its texts.
    const cancellation = r.among<CancellationType>([
      ['FREE', 60],
      ['PARTIAL', 25],
      ['NCNR', 15],
    ]);
    const autoDiscount = r.chance(0.04) ? r.pick([5, 10]) : null;
    const row: Insertable<OffersTable> = {
      id: spec.id,
      hotel_id: hotel.id,
      room_id: spec.room.id,
      kind: spec.kind,
      slug: '',
      published: published ? 1 : 0,
      giftable: giftable ? 1 : 0,
      nights: spec.nights,
      min_nights: spec.nights > 1 && r.chance(0.5) ? spec.nights : 1,
      max_nights: spec.kind === 'hotel_only' ? 14 : Math.min(7, spec.nights + r.int(1, 4)),
      max_adults: spec.room.capacityAdults,
      max_children: Math.max(0, spec.room.capacityTotal - 2),
      max_babies: r.chance(0.85) ? 1 : 0,
      max_occupancy: spec.room.capacityTotal,
      extra_adult_cents: spec.room.capacityAdults > 2 ? r.int(30, 60) * 100 : 0,
      child_cents: spec.room.capacityTotal > 2 ? r.int(15, 35) * 100 : 0,
      from_price_cents: fromSell,
      from_ref_price_cents: fromRef,
      gift_price_cents: giftPrice,
      popularity: Math.round((hotel.row.popularity ?? 0) * r.float(0.2, 1)),
      cancellation_type: cancellation,
      cancellation_days:
        cancellation === 'FREE'
          ? r.pick([2, 3, 7, 14])
          : cancellation === 'PARTIAL'
            ? r.pick([7, 14, 30])
            : 0,
      expires_on: r.chance(0.08) ? addDays(today, r.int(5, 90)) : null,
      last_minute: r.chance(0.06) ? 1 : 0,
      marketing_label: r.chance(0.12) ? r.pick(MARKETING_LABELS) : null,
      priority_label: r.chance(0.04) ? r.pick(PRIORITY_LABELS) : null,
      stress_message: r.chance(0.1) ? r.pick(STRESS_MESSAGES) : null,
      auto_discount_code: autoDiscount ? `EXTRA${autoDiscount}` : null,
      auto_discount_percent: autoDiscount,
      created_on: addDays(today, -r.int(1, 900)),
    };

    const labelTemplate =
      spec.kind === 'hotel_only'
        ? HOTEL_ONLY_LABEL
        : r.pick(templatesByTheme.get(spec.themes[0]) ?? [GENERIC_LABEL]);
    const mainActivity = spec.activities[0];
    const labels = {} as Localized;
    for (const language of LANGUAGES) {
      labels[language] = fill(labelTemplate[language], {
        activity: mainActivity ? lowerFirst(mainActivity.name[language]) : '',
        city: hotel.city.name[language],
      });
    }
    row.slug = slugify(labels.en);
    w.insert('offers', row);
    w.insertMany('single_voucher_prices', vouchers);

    const headwords = r.sample(HEADWORDS, r.int(2, 3));
    for (const language of LANGUAGES) {
      const description =
        spec.kind === 'hotel_only'
          ? fill(HOTEL_ONLY_DESCRIPTION[language], {
              hotel: hotel.label,
              room: lowerFirst(spec.room.name[language]),
            })
          : spec.activities.map((a) => a.description[language]).join(' ');
      w.insert('offer_translations', {
        offer_id: spec.id,
        language,
        label: labels[language],
        headwords: JSON.stringify(headwords.map((h) => h[language])),
        description,
      });
    }
    for (const theme_id of spec.themes) w.insert('offer_themes', { offer_id: spec.id, theme_id });
    spec.activities.forEach((a, position) =>
      w.insert('offer_activities', { offer_id: spec.id, activity_id: a.id, position }),
    );
    const scene = THEME_IMAGE[spec.themes[0]] ?? 'countryside';
    const images = [
      `${scene}-${r.int(1, 12)}`,
      `room-${r.int(1, 12)}`,
      `${scene}-${r.int(1, 12)}`,
      `room-${r.int(1, 12)}`,
    ];
    if (spec.activities.length > 0) images.push(`activity-${r.int(1, 12)}`);
    [...new Set(images)].forEach((image_id, position) =>
      w.insert('offer_images', { owner_id: spec.id, position, image_id }),
    );

    const lines = programLines(spec, hotel, r);
    for (const language of LANGUAGES) {
      lines.forEach((line, position) =>
        w.insert('program_lines', {
          offer_id: spec.id,
          language,
          position,
          kind: kindOfLine(line.key),
          text: fill(programLine.get(line.key)![language], line.vars(language)),
        }),
      );
    }

    for (let i = 0; i < plan.open.length; i++) {
      if (!plan.open[i]) continue;
      w.insert('offer_days', {
        offer_id: spec.id,
        day: cal.days[i],
        sell_cents: plan.sell[i],
        ref_cents: plan.ref[i],
        min_los: plan.minLos[i],
        rooms_left: plan.roomsLeft[i],
      });
    }

    const summary: OfferSummary = {
      id: spec.id,
      hotelId: hotel.id,
      cityId: hotel.city.id,
      countryCode: hotel.city.countryCode,
      kind: spec.kind,
      themes: spec.themes,
      published,
      giftable,
      nights: spec.nights,
      fromPriceCents: fromSell,
      giftPriceCents: giftPrice,
    };
    summaries.push(summary);

    // Upsell: the base offer points to its sibling with one more activity.
    if (spec.plusOf) {
      const base = summaries.find((s) => s.id === spec.plusOf!.id)!;
      const extra = spec.activities[spec.activities.length - 1];
      const id = upsellId++;
      w.insert('upsells', {
        id,
        offer_id: base.id,
        target_offer_id: spec.id,
        kind: 'extra',
        price_difference_cents: Math.max(100, fromSell - base.fromPriceCents),
      });
      for (const language of LANGUAGES) {
        w.insert('upsell_translations', {
          upsell_id: id,
          language,
          label: fill(UPSELL_LABEL[language], { activity: extra.name[language] }),
        });
      }
    }
  }
  return { summaries, upsells: upsellId - firstUpsellId };
}
