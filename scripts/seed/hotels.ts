/**
 * Hotels, their rooms, facilities and pictures. Hotels are spread over the cities by population and
 * tourism (every city gets one at SEED_SCALE=1); type, environment, style and facilities follow the city
 * (seaside for sea resorts, mountain for ski resorts, city centre for large cities).
 */
import { pointAt } from '../../app/domain/geo';
import { slugify } from '../../app/domain/text';
import type { Insertable } from 'kysely';
import type { LocalTaxType } from '../../app/domain/product/local-tax';
import type { HotelsTable } from '../../app/server/db/schema';
import {
  ECO_FACILITIES,
  FACILITIES,
  HOTEL_DESCRIPTIONS,
  HOTEL_ENVIRONMENTS,
  HOTEL_NAME_PATTERNS,
  HOTEL_STYLES,
  HOTEL_TYPES,
  ROOM_DESCRIPTIONS,
  ROOM_TYPES,
} from './data/vocabulary';
import type { City } from './geography';
import type { Random } from './random';
import { fill, L, LANGUAGES, type Language, type Localized, lowerFirst, roundedPoint } from './util';
import type { Writer } from './writer';

export interface RoomInfo {
  id: number;
  typeCode: string;
  name: Localized;
  capacityAdults: number;
  capacityTotal: number;
  stock: number;
  sizeM2: number;
  bedding: Localized;
}

export interface HotelInfo {
  id: number;
  label: string;
  slug: string;
  city: City;
  stars: number;
  quality: number; // 0-1
  typeCode: string;
  environmentCode: string;
  styleCode: string;
  facilities: Set<string>;
  rooms: RoomInfo[];
  row: Insertable<HotelsTable>;
}

/** How many hotels each city gets: at least one each when there are enough, then by weight. */
export function allocateHotels(cities: City[], count: number, rng: Random): City[] {
  const weight = (c: City) =>
    Math.sqrt(Math.max(1000, c.population)) * (c.resort ? 1.6 : 1) * (c.touristic ? 1.4 : 1);
  const out: City[] = [];
  if (count < cities.length) {
    // Small scales: a weighted sample of distinct cities.
    const pool = cities.slice();
    while (out.length < count && pool.length > 0) {
      const c = rng.weighted(pool, weight);
      pool.splice(pool.indexOf(c), 1);
      out.push(c);
    }
  } else {
    const total = cities.reduce((s, c) => s + weight(c), 0);
    const extra = count - cities.length;
    const shares = cities.map((c) => (extra * weight(c)) / total);
    const counts = shares.map((s) => 1 + Math.floor(s));
    let left = count - counts.reduce((s, n) => s + n, 0);
    const byRemainder = shares
      .map((s, i) => [s - Math.floor(s), i] as const)
      .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
    for (const [, i] of byRemainder) {
      if (left-- <= 0) break;
      counts[i]++;
    }
    cities.forEach((c, i) => {
      for (let k = 0; k < counts[i]; k++) out.push(c);
    });
  }
  return out;
}

const has = (codes: readonly { code: string }[], code: string) => codes.some((c) => c.code === code);

/** A code from weighted candidates, keeping only those the vocabulary has. */
function pickCode(rng: Random, codes: readonly { code: string }[], weights: Record<string, number>): string {
  const known = Object.entries(weights).filter(([code, w]) => w > 0 && has(codes, code));
  return known.length > 0 ? rng.among(known) : rng.pick(codes).code;
}

function environmentFor(city: City, rng: Random): string {
  if (city.resort === 'sea') return pickCode(rng, HOTEL_ENVIRONMENTS, { seaside: 1 });
  if (city.resort === 'ski') return pickCode(rng, HOTEL_ENVIRONMENTS, { mountain: 1 });
  if (city.population >= 150_000)
    return pickCode(rng, HOTEL_ENVIRONMENTS, {
      'city-centre': 85,
      countryside: 5,
      lakeside: 3,
      forest: 2,
      vineyard: 5,
    });
  if (city.population >= 40_000)
    return pickCode(rng, HOTEL_ENVIRONMENTS, {
      'city-centre': 50,
      countryside: 25,
      vineyard: 10,
      forest: 8,
      lakeside: 7,
    });
  return pickCode(rng, HOTEL_ENVIRONMENTS, {
    'city-centre': 20,
    countryside: 40,
    vineyard: 15,
    forest: 13,
    lakeside: 12,
  });
}

const TYPE_WEIGHTS: Record<string, Record<string, number>> = {
  'city-centre': { hotel: 50, 'boutique-hotel': 30, aparthotel: 12, guesthouse: 8 },
  seaside: { hotel: 40, resort: 28, aparthotel: 14, guesthouse: 10, 'boutique-hotel': 8 },
  mountain: { hotel: 40, resort: 18, aparthotel: 20, guesthouse: 16, unusual: 6 },
  countryside: { 'country-house': 26, castle: 18, guesthouse: 24, hotel: 20, unusual: 12 },
  vineyard: { castle: 34, 'country-house': 30, guesthouse: 20, hotel: 16 },
  forest: { hotel: 26, unusual: 24, 'country-house': 22, guesthouse: 18, resort: 10 },
  lakeside: { hotel: 36, resort: 20, 'country-house': 18, guesthouse: 16, unusual: 10 },
};

const STYLE_WEIGHTS: Record<string, Record<string, number>> = {
  castle: { historic: 45, luxury: 25, charming: 30 },
  unusual: { 'eco-friendly': 40, rustic: 25, design: 20, cosy: 15 },
  'boutique-hotel': { design: 40, charming: 30, contemporary: 20, luxury: 10 },
  'country-house': { charming: 35, rustic: 30, cosy: 20, historic: 15 },
  guesthouse: { charming: 40, cosy: 35, rustic: 25 },
  resort: { contemporary: 40, luxury: 30, design: 15, 'eco-friendly': 15 },
  aparthotel: { contemporary: 60, design: 25, cosy: 15 },
  hotel: { contemporary: 30, charming: 25, cosy: 15, design: 10, historic: 10, luxury: 5, 'eco-friendly': 5 },
};

const ENV_IMAGE: Record<string, string> = { 'city-centre': 'city', seaside: 'sea', mountain: 'mountain' };

const STREETS: Record<string, string[]> = {
  FR: [
    'rue de la Paix',
    'avenue de la Mer',
    'rue du Château',
    'place de l’Église',
    'chemin des Vignes',
    'boulevard Victor-Hugo',
    'rue des Remparts',
    'route du Lac',
  ],
  BE: [
    'rue Haute',
    'Grote Markt',
    'avenue Louise',
    'Kerkstraat',
    'rue de la Station',
    'Dorpsstraat',
    'chaussée de Namur',
    'Zeedijk',
  ],
  ES: [
    'calle Mayor',
    'paseo Marítimo',
    'avenida de la Constitución',
    'calle del Sol',
    'plaza de España',
    'camino Real',
    'calle San Juan',
  ],
  NL: [
    'Dorpsstraat',
    'Kerkstraat',
    'Boulevard',
    'Stationsweg',
    'Molenweg',
    'Herengracht',
    'Duinweg',
    'Markt',
  ],
  IT: [
    'via Roma',
    'corso Italia',
    'via Garibaldi',
    'piazza del Duomo',
    'via del Mare',
    'strada del Vino',
    'via dei Mille',
    'lungolago',
  ],
};

const INFO_GENERAL: Localized = L(
  'Check-in from {checkin}, check-out until {checkout}. Reception open every day.',
  'Arrivée à partir de {checkin}, départ jusqu’à {checkout}. Réception ouverte tous les jours.',
  'Entrada a partir de las {checkin}, salida hasta las {checkout}. Recepción abierta todos los días.',
  'Inchecken vanaf {checkin}, uitchecken tot {checkout}. De receptie is elke dag open.',
  'Check-in dalle {checkin}, check-out entro le {checkout}. Reception aperta tutti i giorni.',
);
const PETS_OK: Localized = L(
  'Pets are welcome (up to {max}).',
  'Les animaux sont acceptés (jusqu’à {max}).',
  'Se admiten mascotas (hasta {max}).',
  'Huisdieren zijn welkom (maximaal {max}).',
  'Gli animali sono ammessi (fino a {max}).',
);
const PETS_NO: Localized = L(
  'Pets are not allowed.',
  'Les animaux ne sont pas acceptés.',
  'No se admiten mascotas.',
  'Huisdieren zijn niet toegestaan.',
  'Gli animali non sono ammessi.',
);
const TAX_INFO: Record<LocalTaxType, Localized> = {
  NONE: L(
    'No local tax to pay at the hotel.',
    'Aucune taxe de séjour à régler sur place.',
    'Sin tasa turística que pagar en el hotel.',
    'Geen toeristenbelasting ter plaatse.',
    'Nessuna tassa di soggiorno da pagare in hotel.',
  ),
  PER_PERSON_PER_NIGHT: L(
    'Local tax of {amount} per person per night, to pay at the hotel.',
    'Taxe de séjour de {amount} par personne et par nuit, à régler sur place.',
    'Tasa turística de {amount} por persona y noche, a pagar en el hotel.',
    'Toeristenbelasting van {amount} per persoon per nacht, ter plaatse te betalen.',
    'Tassa di soggiorno di {amount} a persona a notte, da pagare in hotel.',
  ),
  BOOKING_PERCENTAGE: L(
    'Local tax of {amount}% of the stay price, to pay at the hotel.',
    'Taxe de séjour de {amount} % du prix du séjour, à régler sur place.',
    'Tasa turística del {amount} % del precio de la estancia, a pagar en el hotel.',
    'Toeristenbelasting van {amount}% van de verblijfsprijs, ter plaatse te betalen.',
    'Tassa di soggiorno del {amount}% del prezzo del soggiorno, da pagare in hotel.',
  ),
};

function euroText(cents: number, language: Language): string {
  const value = (cents / 100).toFixed(2);
  return language === 'en' || language === 'nl'
    ? `€${language === 'nl' ? ' ' : ''}${value}`
    : `${value.replace('.', ',')} €`;
}

function hotelName(city: City, rng: Random): string {
  const pattern = HOTEL_NAME_PATTERNS[city.countryCode];
  const material =
    pattern.variants && pattern.variants.length > 0 ? rng.pick(pattern.variants).material : pattern;
  const prefix = rng.pick(material.prefixes);
  const name = rng.pick(material.names);
  const withSuffix = material.suffixes.length > 0 && rng.chance(0.3);
  return withSuffix ? `${prefix} ${name} ${rng.pick(material.suffixes)}` : `${prefix} ${name}`;
}

const FACILITY_WEIGHTS: Record<string, number> = {
  wifi: 95,
  parking: 70,
  restaurant: 65,
  bar: 55,
  terrace: 50,
  garden: 40,
  'air-conditioning': 45,
  pool: 35,
  fitness: 25,
  'ev-charging': 20,
  accessible: 35,
  sauna: 20,
  jacuzzi: 15,
  'room-service': 25,
  'family-rooms': 30,
  'kids-club': 8,
  'bike-rental': 15,
  tennis: 8,
};

export function generateHotel(id: number, city: City, firstRoomId: number, rng: Random): HotelInfo {
  const quality = rng.next();
  const stars = rng.among<number>([
    [2, 12 * (1 - quality) + 2],
    [3, 38],
    [4, 30 + 20 * quality],
    [5, 14 * quality],
  ]);
  const environmentCode = environmentFor(city, rng);
  const typeCode = pickCode(rng, HOTEL_TYPES, TYPE_WEIGHTS[environmentCode] ?? { hotel: 1 });
  const styleWeights = { ...(STYLE_WEIGHTS[typeCode] ?? STYLE_WEIGHTS.hotel) };
  if (stars === 5) styleWeights.luxury = (styleWeights.luxury ?? 0) + 40;
  const styleCode = pickCode(rng, HOTEL_STYLES, styleWeights);

  // Facilities: 5-12 general ones (spa and pool likelier with stars), 0-3 eco ones; pets for ~30%.
  const facilities = new Set<string>();
  const petsAllowed = rng.chance(0.3);
  if (petsAllowed && has(FACILITIES, 'pets')) facilities.add('pets');
  const spa = rng.chance(stars >= 4 ? 0.55 : 0.25) || styleCode === 'luxury';
  if (spa && has(FACILITIES, 'spa')) facilities.add('spa');
  if (environmentCode === 'seaside' && has(FACILITIES, 'sea-view') && rng.chance(0.6))
    facilities.add('sea-view');
  // 5-12 in all: the ones above, 0-3 eco ones (more for eco-friendly hotels), then general ones.
  const wanted = rng.int(5, 12);
  const ecoCount = Math.min(
    wanted - 4,
    styleCode === 'eco-friendly'
      ? rng.int(2, 4)
      : rng.among([
          [0, 55],
          [1, 25],
          [2, 15],
          [3, 5],
        ] as const),
  );
  for (const f of rng.sample(ECO_FACILITIES, ecoCount)) facilities.add(f.code);
  const weights: Record<string, number> = {
    ...FACILITY_WEIGHTS,
    pool: FACILITY_WEIGHTS.pool + (stars - 2) * 12,
    fitness: FACILITY_WEIGHTS.fitness + (stars - 2) * 8,
  };
  const candidates = FACILITIES.filter(
    (f) =>
      f.code !== 'pets' &&
      f.code !== 'spa' &&
      f.code !== 'sea-view' &&
      !ECO_FACILITIES.some((e) => e.code === f.code),
  );
  while (facilities.size < wanted) {
    const pool = candidates.filter((f) => !facilities.has(f.code));
    if (pool.length === 0) break;
    facilities.add(rng.weighted(pool, (f) => weights[f.code] ?? 10).code);
  }

  const label = hotelName(city, rng);
  const slug = slugify(`${label} ${city.name.en}`);
  const km = 0.2 + rng.next() * (city.population > 500_000 ? 7 : city.population > 100_000 ? 4 : 2.5);
  const angle = rng.next() * 2 * Math.PI;
  const { lat, lng } = roundedPoint(pointAt(city, km, angle));

  const localTaxType = rng.among<LocalTaxType>([
    ['NONE', 22],
    ['PER_PERSON_PER_NIGHT', 63],
    ['BOOKING_PERCENTAGE', 15],
  ]);
  const localTaxCents = localTaxType === 'PER_PERSON_PER_NIGHT' ? rng.int(5, 35) * 10 : 0;
  const localTaxPercentage = localTaxType === 'BOOKING_PERCENTAGE' ? rng.pick([2, 3, 4, 5, 5.5]) : null;
  const petsMax = petsAllowed ? rng.int(1, 2) : 0;
  const checkin = rng.pick(['14:00', '15:00', '15:00', '16:00']);
  const checkout = rng.pick(['10:30', '11:00', '11:00', '12:00']);

  const row: Insertable<HotelsTable> = {
    id,
    slug,
    active: 1,
    stars,
    type_code: typeCode,
    environment_code: environmentCode,
    style_code: styleCode,
    city_id: city.id,
    department_id: city.departmentId,
    region_id: city.regionId,
    country_code: city.countryCode,
    lat,
    lng,
    address: `${rng.int(1, 120)} ${rng.pick(STREETS[city.countryCode] ?? STREETS.FR)}`,
    postcode: city.postcode,
    review_count: 0,
    review_average: null,
    checkin_time: checkin,
    checkout_time: checkout,
    pets_allowed: petsAllowed ? 1 : 0,
    pets_price_cents: petsAllowed ? (rng.chance(0.3) ? null : rng.int(8, 25) * 100) : null,
    pets_max_weight_kg: petsAllowed ? rng.pick([null, 10, 15, 20, 30]) : null,
    pets_max_number: petsMax,
    local_tax_type: localTaxType,
    local_tax_cents: localTaxCents,
    local_tax_percentage: localTaxPercentage,
    channel_manager_id: rng.chance(0.6)
      ? `${rng.pick(['DEDGE', 'SITEMINDER', 'AVAILPRO', 'CUBILIS'])}-${100000 + id}`
      : null,
    popularity: Math.round(quality * 120 + rng.int(0, 80) + (city.resort ? 20 : 0)),
  };

  // Rooms: 2-4 types, a double (or twin) first; more capacity in family-friendly hotels.
  const roomTypes = ROOM_TYPES.filter((r) => r.capacityAdults >= 2);
  const first = roomTypes.find((r) => r.code === 'double') ?? roomTypes[0];
  const others = rng.sample(
    roomTypes.filter((r) => r !== first),
    rng.int(1, 3),
  );
  const rooms: RoomInfo[] = [first, ...others].map((r, i) => ({
    id: firstRoomId + i,
    typeCode: r.code,
    name: r.name,
    capacityAdults: r.capacityAdults,
    capacityTotal: r.capacityTotal,
    stock: rng.int(2, r.capacityTotal > 2 ? 8 : 20),
    sizeM2: rng.int(r.sizeM2[0], r.sizeM2[1]),
    bedding: r.bedding,
  }));

  return {
    id,
    label,
    slug,
    city,
    stars,
    quality,
    typeCode,
    environmentCode,
    styleCode,
    facilities,
    rooms,
    row,
  };
}

/** Writes the hotel (with its review figures), translations, facilities, pictures and rooms. */
export function writeHotel(
  w: Writer,
  hotel: HotelInfo,
  reviewCount: number,
  reviewAverage: number | null,
  rng: Random,
): void {
  w.insert('hotels', { ...hotel.row, review_count: reviewCount, review_average: reviewAverage });
  const environment = HOTEL_ENVIRONMENTS.find((e) => e.code === hotel.environmentCode);
  const descriptionTemplate = rng.pick(HOTEL_DESCRIPTIONS);
  const row = hotel.row;
  for (const language of LANGUAGES) {
    const description = fill(descriptionTemplate[language], {
      hotel: hotel.label,
      city: hotel.city.name[language],
      environment: environment ? environment.phrase[language] : '',
    });
    const tax = fill(TAX_INFO[row.local_tax_type][language], {
      amount:
        row.local_tax_type === 'BOOKING_PERCENTAGE'
          ? String(row.local_tax_percentage)
          : euroText(row.local_tax_cents ?? 0, language),
    });
    const pets = row.pets_allowed
      ? fill(PETS_OK[language], { max: row.pets_max_number ?? 1 })
      : PETS_NO[language];
    w.insert('hotel_translations', {
      hotel_id: hotel.id,
      language,
      label: hotel.label,
      description,
      info_general: fill(INFO_GENERAL[language], { checkin: row.checkin_time, checkout: row.checkout_time }),
      important_info: `${pets} ${tax}`,
    });
  }
  for (const code of [...hotel.facilities].sort())
    w.insert('hotel_facilities', { hotel_id: hotel.id, facility_code: code });
  const scene = hotel.typeCode === 'castle' ? 'castle' : (ENV_IMAGE[hotel.environmentCode] ?? 'countryside');
  const pictures = [
    `${scene}-${rng.int(1, 12)}`,
    `room-${rng.int(1, 12)}`,
    `${scene}-${rng.int(1, 12)}`,
    `room-${rng.int(1, 12)}`,
  ];
  if (hotel.facilities.has('spa')) pictures.push(`spa-${rng.int(1, 12)}`);
  if (hotel.facilities.has('restaurant')) pictures.push(`food-${rng.int(1, 12)}`);
  [...new Set(pictures)].forEach((image_id, position) =>
    w.insert('hotel_images', { owner_id: hotel.id, position, image_id }),
  );

  for (const room of hotel.rooms) {
    w.insert('rooms', {
      id: room.id,
      hotel_id: hotel.id,
      type_code: room.typeCode,
      capacity_adults: room.capacityAdults,
      capacity_total: room.capacityTotal,
      size_m2: room.sizeM2,
      stock: room.stock,
    });
    const template = rng.pick(ROOM_DESCRIPTIONS);
    for (const language of LANGUAGES) {
      w.insert('room_translations', {
        room_id: room.id,
        language,
        label: room.name[language],
        bedding: room.bedding[language],
        description: fill(template[language], {
          room: lowerFirst(room.name[language]),
          size: room.sizeM2,
          bedding: room.bedding[language],
          adults: room.capacityAdults,
          hotel: hotel.label,
          city: hotel.city.name[language],
        }),
      });
    }
  }
}
