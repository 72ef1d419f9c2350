/**
 * Activity-only products (DIGITAL_ACTIVITY_ONLY): a provider near a city selling one main activity,
 * priced for parties of 1 and 2.
 */
import { pointAt } from '../../app/domain/geo';
import { slugify } from '../../app/domain/text';
import { ACTIVITIES, ACTIVITY_CENTRE_NAMES, type ActivityRef } from './data/vocabulary';
import type { City, Places } from './geography';
import type { Random } from './random';
import { fill, L, LANGUAGES, type Localized, roundedPoint } from './util';
import type { Writer } from './writer';

/** Provider names are listed by country (FR, ES, IT, BE, NL); these first names mark where each starts. */
const COUNTRY_ANCHORS: [string, string][] = [
  ['FR', 'Spa Les Thermes du Lac'],
  ['ES', 'Escuela de Surf Ola Brava'],
  ['IT', 'Cantina Poggio Rosso'],
  ['BE', 'Brouwerij De Drie Hoeven'],
  ['NL', 'Fietsverhuur De Tulp'],
];

function centresByCountry(): Map<string, string[]> {
  const starts = COUNTRY_ANCHORS.map(
    ([country, name]) => [country, ACTIVITY_CENTRE_NAMES.indexOf(name)] as const,
  )
    .filter(([, i]) => i >= 0)
    .sort((a, b) => a[1] - b[1]);
  const map = new Map<string, string[]>();
  starts.forEach(([country, start], k) =>
    map.set(country, ACTIVITY_CENTRE_NAMES.slice(start, starts[k + 1]?.[1] ?? ACTIVITY_CENTRE_NAMES.length)),
  );
  return map;
}

/** Which activity group a provider's name suggests. */
const GROUP_KEYWORDS: [string, RegExp][] = [
  ['wellness', /spa|therm|hammam|balneario|terme|benessere|wellness|bron/i],
  ['wine', /cave|bodega|cantina|domaine|clos|brouwerij/i],
  ['gastronomy', /chocola|cocina|cucina|almazara|frantoio|limonificio|kaas|atelier|taller/i],
  ['water', /canoë|canoe|kayak|surf|vela|zeil|rederij|charter/i],
  [
    'sport',
    /parapente|parapendio|accrobranche|klimbos|karting|golf|ballon|fiets|equestre|ecuestre|maneggio|cheval/i,
  ],
  ['culture', /grottes|kant|escape/i],
  ['family', /ferme|boerderij|chèvres/i],
];

const SCHEDULES: Localized = L(
  'Every day from {open}:00 to {close}:00, by reservation.',
  'Tous les jours de {open} h à {close} h, sur réservation.',
  'Todos los días de {open}:00 a {close}:00, con reserva.',
  'Elke dag van {open}.00 tot {close}.00 uur, op reservering.',
  'Tutti i giorni dalle {open}:00 alle {close}:00, su prenotazione.',
);
const NICE_TO_KNOW: Localized = L(
  'The voucher is valid for {months} months and can be exchanged free of charge.',
  'Le bon est valable {months} mois et peut être échangé gratuitement.',
  'El bono es válido durante {months} meses y se puede cambiar gratis.',
  'De bon is {months} maanden geldig en kan gratis worden omgeruild.',
  'Il buono è valido {months} mesi e può essere cambiato gratuitamente.',
);
const IMPORTANT: Localized = L(
  'Book your date directly with {centre} at least 48 hours in advance.',
  'Réservez votre date directement auprès de {centre} au moins 48 heures à l’avance.',
  'Reserva tu fecha directamente con {centre} con al menos 48 horas de antelación.',
  'Reserveer je datum minstens 48 uur vooraf rechtstreeks bij {centre}.',
  'Prenota la data direttamente con {centre} con almeno 48 ore di anticipo.',
);
const LABEL: Localized = L(
  '{activity} in {city}',
  '{activity} à {city}',
  '{activity} en {city}',
  '{activity} in {city}',
  '{activity} a {city}',
);

/** Every this many products, one is unpublished. */
const UNPUBLISHED_EVERY = 50;

export function writeActivityProducts(w: Writer, places: Places, count: number, rng: Random): void {
  const centres = centresByCountry();
  const byGroup = new Map<string, ActivityRef[]>();
  for (const a of ACTIVITIES) byGroup.set(a.group, [...(byGroup.get(a.group) ?? []), a]);
  const cityWeight = (c: City) => Math.sqrt(Math.max(1000, c.population)) * (c.touristic ? 1.5 : 1);

  for (let id = 1; id <= count; id++) {
    const r = rng.fork('product', id);
    const city = r.weighted(places.cities, cityWeight);
    const names = centres.get(city.countryCode) ?? ACTIVITY_CENTRE_NAMES;
    const centre = r.pick(names.length > 0 ? names : ['Activity centre']);
    const group = GROUP_KEYWORDS.find(([, re]) => re.test(centre))?.[0];
    const candidates = (group && byGroup.get(group)) || ACTIVITIES;
    const main = r.pick(candidates);
    const extras = r.chance(0.35)
      ? r.sample(
          (byGroup.get(main.group) ?? []).filter((a) => a !== main),
          r.int(1, 2),
        )
      : [];
    const km = 0.5 + r.next() * 8;
    const angle = r.next() * 2 * Math.PI;
    const { lat, lng } = roundedPoint(pointAt(city, km, angle));

    // Price per person from the duration; two people pay a little less each.
    const single = Math.round((1500 + main.durationMinutes * 30 + r.int(0, 20) * 100) / 100) * 100;
    const pair = Math.round((single * (main.perPerson ? 1.9 : 1.3)) / 100) * 100;
    const promo = r.chance(0.3) ? r.float(0.05, 0.3) : 0;
    const ref = (cents: number) => (promo > 0 ? Math.round(cents / (1 - promo) / 100) * 100 : cents);
    const validity = r.pick([12, 15, 18]);

    w.insert('activity_products', {
      id,
      slug: slugify(`${main.name.en} ${city.name.en}`),
      main_activity_id: main.id,
      centre_name: centre,
      city_id: city.id,
      lat,
      lng,
      // One product in 50 has ended its sales: its page says 'Too late!'.
      published: id % UNPUBLISHED_EVERY === 0 ? 0 : 1,
      validity_months: validity,
      from_price_cents: Math.min(single, Math.ceil(pair / 2)),
      popularity: r.int(0, 200),
    });
    const open = r.pick([9, 10, 11]);
    const close = r.pick([17, 18, 19, 20]);
    for (const language of LANGUAGES) {
      w.insert('activity_product_translations', {
        product_id: id,
        language,
        label: fill(LABEL[language], { activity: main.name[language], city: city.name[language] }),
        description: [main.description[language], ...extras.map((a) => a.description[language])].join(' '),
        schedules: fill(SCHEDULES[language], { open, close }),
        nice_to_know: fill(NICE_TO_KNOW[language], { months: validity }),
        important_info: fill(IMPORTANT[language], { centre }),
      });
    }
    w.insert('activity_product_prices', {
      product_id: id,
      party_size: 1,
      sell_cents: single,
      ref_cents: ref(single),
    });
    w.insert('activity_product_prices', {
      product_id: id,
      party_size: 2,
      sell_cents: pair,
      ref_cents: ref(pair),
    });
    [main, ...extras].forEach((a, position) =>
      w.insert('activity_product_activities', { product_id: id, activity_id: a.id, position }),
    );
  }
}
