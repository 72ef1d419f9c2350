import { describe, it, expect } from 'vitest';
import { LANGUAGES, type Localized } from './types';
import * as vocabulary from './vocabulary';
import {
  ACTIVITIES,
  ACTIVITY_CENTRE_NAMES,
  ACTIVITY_GROUPS,
  ANNOUNCEMENT_BANNERS,
  ARTICLES,
  BOXES,
  CANCELLATION_MESSAGES,
  ECO_FACILITIES,
  FACILITIES,
  HEADWORDS,
  HOME_CONTENT,
  HOTEL_DESCRIPTIONS,
  HOTEL_ENVIRONMENTS,
  HOTEL_NAME_PATTERNS,
  HOTEL_STYLES,
  HOTEL_TYPES,
  OFFER_LABEL_TEMPLATES,
  PROGRAM_LINES,
  PROMO_BAR_LINKS,
  REVIEW_FIRST_NAMES,
  REVIEW_NEGATIVES,
  REVIEW_POSITIVES,
  ROOM_DESCRIPTIONS,
  ROOM_TYPES,
  SEO_SEARCH_TEXTS,
  SLEEVES,
  STATIC_PAGES,
  SUB_ELEMENTS,
  SUB_ELEMENT_CATEGORIES,
  TARGETED_BANNERS,
  THEMES,
  WEEKEND_IDEAS_SECTIONS,
} from './vocabulary';

const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;

function isLocalized(value: unknown): value is Localized {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === LANGUAGES.length && LANGUAGES.every((language) => keys.includes(language));
}

/** Every Localized reachable from the module's exports, with a readable path. */
function collectLocalized(value: unknown, path: string, out: { path: string; text: Localized }[]): void {
  if (isLocalized(value)) {
    out.push({ path, text: value });
    return;
  }
  if (Array.isArray(value)) {
    value.forEach((item, index) => collectLocalized(item, `${path}[${index}]`, out));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, child] of Object.entries(value)) collectLocalized(child, `${path}.${key}`, out);
  }
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))].sort();
}

function placeholderSet(text: Localized): string[] {
  return placeholders(text.en);
}

function expectUnique(values: (string | number)[], label: string): void {
  const duplicates = values.filter((value, index) => values.indexOf(value) !== index);
  expect(duplicates, `duplicate ${label}`).toEqual([]);
}

const ALL_LOCALIZED: { path: string; text: Localized }[] = [];
for (const [name, value] of Object.entries(vocabulary)) collectLocalized(value, name, ALL_LOCALIZED);

describe('Localized texts', () => {
  it('finds a substantial amount of copy', () => {
    expect(ALL_LOCALIZED.length).toBeGreaterThan(450);
  });

  it('has five non-empty, trimmed strings in every Localized', () => {
    const bad = ALL_LOCALIZED.filter(({ text }) =>
      LANGUAGES.some((language) => {
        const value = text[language];
        return typeof value !== 'string' || value.trim() === '' || value !== value.trim();
      }),
    ).map(({ path }) => path);
    expect(bad).toEqual([]);
  });

  it('uses the same placeholder set in all five languages', () => {
    const bad = ALL_LOCALIZED.filter(({ text }) => {
      const reference = placeholders(text.en).join(',');
      return LANGUAGES.some((language) => placeholders(text[language]).join(',') !== reference);
    }).map(({ path, text }) => `${path}: ${LANGUAGES.map((l) => `${l}=${placeholders(text[l])}`).join(' ')}`);
    expect(bad).toEqual([]);
  });

  it('has no stray braces outside {placeholder} tokens', () => {
    const bad = ALL_LOCALIZED.filter(({ text }) =>
      LANGUAGES.some((language) => /[{}]/.test(text[language].replace(/\{\w+\}/g, ''))),
    ).map(({ path }) => path);
    expect(bad).toEqual([]);
  });

  it('translates longer texts instead of copying the English', () => {
    const bad = ALL_LOCALIZED.filter(
      ({ text }) =>
        text.en.length > 20 && LANGUAGES.some((language) => language !== 'en' && text[language] === text.en),
    ).map(({ path }) => path);
    expect(bad).toEqual([]);
  });
});

describe('themes', () => {
  it('contains the four spec themes with their fixed ids, marked reduced', () => {
    const byId = new Map(THEMES.map((theme) => [theme.id, theme]));
    for (const [id, key] of [
      [26, 'wellness'],
      [23, 'romantic'],
      [19, 'gastronomy'],
      [39, 'family'],
    ] as const) {
      expect(byId.get(id)?.key).toBe(key);
      expect(byId.get(id)?.reduced).toBe(true);
    }
    expect(THEMES.filter((theme) => theme.reduced)).toHaveLength(4);
  });

  it('has unique ids in 1..60, unique kebab-case keys and about 10 more themes', () => {
    expect(THEMES.length).toBeGreaterThanOrEqual(14);
    expectUnique(
      THEMES.map((theme) => theme.id),
      'theme id',
    );
    expectUnique(
      THEMES.map((theme) => theme.key),
      'theme key',
    );
    for (const theme of THEMES) {
      expect(theme.id).toBeGreaterThanOrEqual(1);
      expect(theme.id).toBeLessThanOrEqual(60);
      expect(theme.key).toMatch(KEBAB);
    }
  });
});

describe('activities', () => {
  const themeIds = new Set(THEMES.map((theme) => theme.id));
  const groupKeys = new Set(ACTIVITY_GROUPS.map((group) => group.key));

  it('has at least 45 activities with unique ids in 100..999 and unique keys', () => {
    expect(ACTIVITIES.length).toBeGreaterThanOrEqual(45);
    expectUnique(
      ACTIVITIES.map((activity) => activity.id),
      'activity id',
    );
    expectUnique(
      ACTIVITIES.map((activity) => activity.key),
      'activity key',
    );
    expectUnique(
      ACTIVITY_GROUPS.map((group) => group.key),
      'activity group key',
    );
    for (const activity of ACTIVITIES) {
      expect(activity.id).toBeGreaterThanOrEqual(100);
      expect(activity.id).toBeLessThanOrEqual(999);
      expect(activity.key).toMatch(KEBAB);
    }
  });

  it('references existing groups and themes and has a positive duration', () => {
    for (const activity of ACTIVITIES) {
      expect(groupKeys.has(activity.group), `${activity.key} group`).toBe(true);
      expect(activity.themeIds.length).toBeGreaterThan(0);
      for (const id of activity.themeIds) expect(themeIds.has(id), `${activity.key} theme ${id}`).toBe(true);
      expect(activity.durationMinutes).toBeGreaterThan(0);
    }
    for (const group of groupKeys) expect(ACTIVITIES.some((activity) => activity.group === group)).toBe(true);
  });

  it('gives every theme at least one activity', () => {
    for (const theme of THEMES) {
      expect(
        ACTIVITIES.some((activity) => activity.themeIds.includes(theme.id)),
        theme.key,
      ).toBe(true);
    }
  });

  it('has activity names that can be lower-cased for templates (no placeholder, no leading digit)', () => {
    for (const activity of ACTIVITIES) {
      for (const language of LANGUAGES) expect(activity.name[language]).toMatch(/^\p{Lu}/u);
    }
  });
});

describe('facilities and hotel classification', () => {
  it('has at least 18 facilities including every required code', () => {
    expect(FACILITIES.length).toBeGreaterThanOrEqual(18);
    const codes = FACILITIES.map((facility) => facility.code);
    expectUnique(codes, 'facility code');
    for (const code of [
      'pets',
      'pool',
      'spa',
      'parking',
      'wifi',
      'restaurant',
      'air-conditioning',
      'fitness',
      'garden',
      'ev-charging',
      'accessible',
      'bar',
      'sauna',
      'jacuzzi',
      'terrace',
      'room-service',
      'family-rooms',
      'sea-view',
    ]) {
      expect(codes).toContain(code);
    }
    for (const code of codes) expect(code).toMatch(KEBAB);
  });

  it('has at least 6 eco facilities', () => {
    expect(ECO_FACILITIES.length).toBeGreaterThanOrEqual(6);
    expectUnique(
      ECO_FACILITIES.map((facility) => facility.code),
      'eco facility code',
    );
  });

  it('has the required hotel types, environments and styles', () => {
    const types = HOTEL_TYPES.map((entry) => entry.code);
    const environments = HOTEL_ENVIRONMENTS.map((entry) => entry.code);
    const styles = HOTEL_STYLES.map((entry) => entry.code);
    for (const [codes, label] of [
      [types, 'type'],
      [environments, 'environment'],
      [styles, 'style'],
    ] as const) {
      expectUnique([...codes], label);
      for (const code of codes) expect(code).toMatch(KEBAB);
    }
    expect(types).toEqual(
      expect.arrayContaining([
        'hotel',
        'castle',
        'guesthouse',
        'resort',
        'aparthotel',
        'country-house',
        'boutique-hotel',
        'unusual',
      ]),
    );
    expect(environments).toEqual(
      expect.arrayContaining([
        'city-centre',
        'seaside',
        'countryside',
        'mountain',
        'lakeside',
        'vineyard',
        'forest',
      ]),
    );
    expect(styles).toEqual(
      expect.arrayContaining([
        'design',
        'charming',
        'luxury',
        'historic',
        'eco-friendly',
        'contemporary',
        'cosy',
      ]),
    );
    for (const environment of HOTEL_ENVIRONMENTS) expect(placeholderSet(environment.phrase)).toEqual([]);
  });
});

describe('hotel naming material', () => {
  it('has enough material per country for mostly unique names', () => {
    let total = 0;
    for (const [country, pattern] of Object.entries(HOTEL_NAME_PATTERNS)) {
      expect(pattern.prefixes.length, country).toBeGreaterThanOrEqual(8);
      expect(pattern.names.length, country).toBeGreaterThanOrEqual(60);
      expect(pattern.suffixes.length, country).toBeGreaterThanOrEqual(10);
      expectUnique(pattern.prefixes, `${country} prefix`);
      expectUnique(pattern.names, `${country} name`);
      expectUnique(pattern.suffixes, `${country} suffix`);
      for (const part of [...pattern.prefixes, ...pattern.names, ...pattern.suffixes]) {
        expect(part).toBe(part.trim());
        expect(part).not.toMatch(/\s{2}/);
      }
      const combinations = pattern.variants
        ? pattern.variants.reduce(
            (sum, { material }) =>
              sum + material.prefixes.length * material.names.length * (material.suffixes.length + 1),
            0,
          )
        : pattern.prefixes.length * pattern.names.length * (pattern.suffixes.length + 1);
      expect(combinations, country).toBeGreaterThanOrEqual(1500);
      total += combinations;
    }
    expect(Object.keys(HOTEL_NAME_PATTERNS).sort()).toEqual(['BE', 'ES', 'FR', 'IT', 'NL']);
    expect(total).toBeGreaterThan(1500 * 5);
  });

  it('keeps the Belgian top-level lists equal to the union of its language variants', () => {
    const be = HOTEL_NAME_PATTERNS.BE;
    expect(be.variants?.map((variant) => variant.language).sort()).toEqual(['fr', 'nl']);
    for (const field of ['prefixes', 'names', 'suffixes'] as const) {
      const union = new Set(be.variants!.flatMap((variant) => variant.material[field]));
      expect(new Set(be[field])).toEqual(union);
    }
  });
});

describe('rooms, offers and programme', () => {
  it('has coherent room types', () => {
    expect(ROOM_TYPES.length).toBeGreaterThanOrEqual(7);
    expectUnique(
      ROOM_TYPES.map((room) => room.code),
      'room code',
    );
    for (const room of ROOM_TYPES) {
      expect(room.code).toMatch(KEBAB);
      expect(room.capacityAdults).toBeGreaterThanOrEqual(1);
      expect(room.capacityTotal).toBeGreaterThanOrEqual(room.capacityAdults);
      expect(room.sizeM2[0]).toBeGreaterThan(0);
      expect(room.sizeM2[1]).toBeGreaterThanOrEqual(room.sizeM2[0]);
    }
    expect(ROOM_TYPES.some((room) => room.capacityTotal === 4)).toBe(true);
    expect(ROOM_TYPES.some((room) => room.capacityTotal === 5)).toBe(true);
  });

  it('has at least 4 offer labels per theme, using only {activity} and {city}', () => {
    const themeIds = new Set(THEMES.map((theme) => theme.id));
    for (const theme of THEMES) {
      expect(
        OFFER_LABEL_TEMPLATES.filter((template) => template.themeId === theme.id).length,
        theme.key,
      ).toBeGreaterThanOrEqual(4);
    }
    expect(OFFER_LABEL_TEMPLATES.length).toBeGreaterThanOrEqual(56);
    for (const template of OFFER_LABEL_TEMPLATES) {
      expect(themeIds.has(template.themeId)).toBe(true);
      const used = placeholderSet(template.label);
      expect(used.length).toBeGreaterThan(0);
      for (const name of used) expect(['activity', 'city']).toContain(name);
    }
    expectUnique(
      OFFER_LABEL_TEMPLATES.map((template) => template.label.en),
      'offer label',
    );
  });

  it('has about 15 headwords without placeholders', () => {
    expect(HEADWORDS.length).toBeGreaterThanOrEqual(15);
    for (const headword of HEADWORDS) expect(placeholderSet(headword)).toEqual([]);
    expectUnique(
      HEADWORDS.map((headword) => headword.en),
      'headword',
    );
  });

  it('has programme lines with singular and plural night variants', () => {
    expect(PROGRAM_LINES.length).toBeGreaterThanOrEqual(12);
    const keys = PROGRAM_LINES.map((line) => line.key);
    expectUnique(keys, 'programme line key');
    expect(keys).toEqual(expect.arrayContaining(['night-one', 'night-other', 'breakfast']));
    for (const line of PROGRAM_LINES) {
      expect(line.key).toMatch(KEBAB);
      for (const name of placeholderSet(line.text))
        expect(['nights', 'room', 'adults', 'activity']).toContain(name);
    }
    const nightOne = PROGRAM_LINES.find((line) => line.key === 'night-one')!;
    const nightOther = PROGRAM_LINES.find((line) => line.key === 'night-other')!;
    expect(placeholderSet(nightOne.text)).toEqual(['nights', 'room']);
    expect(placeholderSet(nightOther.text)).toEqual(['nights', 'room']);
  });
});

describe('descriptions and cancellation messages', () => {
  it('has hotel descriptions using {hotel}, {city} and {environment}', () => {
    expect(HOTEL_DESCRIPTIONS.length).toBeGreaterThanOrEqual(12);
    for (const description of HOTEL_DESCRIPTIONS) {
      expect(placeholderSet(description)).toEqual(['city', 'environment', 'hotel']);
    }
  });

  it('has room descriptions using {size} and {bedding}', () => {
    expect(ROOM_DESCRIPTIONS.length).toBeGreaterThanOrEqual(5);
    for (const description of ROOM_DESCRIPTIONS)
      expect(placeholderSet(description)).toEqual(['bedding', 'size']);
  });

  it('has cancellation messages with {date} where a deadline applies', () => {
    expect(placeholderSet(CANCELLATION_MESSAGES.flexible)).toEqual(['date']);
    expect(placeholderSet(CANCELLATION_MESSAGES.partial)).toEqual(['date']);
    expect(placeholderSet(CANCELLATION_MESSAGES.ncnr)).toEqual([]);
  });
});

describe('reviews', () => {
  const languages = ['fr', 'es', 'nl', 'it', 'en', 'de'] as const;

  it('has names, positives and negatives for every review language', () => {
    for (const language of languages) {
      expect(REVIEW_FIRST_NAMES[language].length, language).toBeGreaterThanOrEqual(25);
      expect(REVIEW_POSITIVES[language].length, language).toBeGreaterThanOrEqual(20);
      expect(REVIEW_NEGATIVES[language].length, language).toBeGreaterThanOrEqual(15);
      expectUnique(REVIEW_FIRST_NAMES[language], `${language} first name`);
      expectUnique(
        [...REVIEW_POSITIVES[language], ...REVIEW_NEGATIVES[language]],
        `${language} review sentence`,
      );
      for (const sentence of [...REVIEW_POSITIVES[language], ...REVIEW_NEGATIVES[language]]) {
        expect(sentence.trim()).toBe(sentence);
        expect(sentence).toMatch(/[.!]$/);
        expect(placeholders(sentence)).toEqual([]);
      }
    }
    expect(Object.keys(REVIEW_POSITIVES).sort()).toEqual([...languages].sort());
    expect(Object.keys(REVIEW_NEGATIVES).sort()).toEqual([...languages].sort());
  });

  it('writes each language differently (no sentence shared between two languages)', () => {
    const seen = new Map<string, string>();
    for (const language of languages) {
      for (const sentence of [...REVIEW_POSITIVES[language], ...REVIEW_NEGATIVES[language]]) {
        expect(seen.get(sentence), sentence).toBeUndefined();
        seen.set(sentence, language);
      }
    }
  });
});

describe('editorial content', () => {
  it('has complete home copy for the three home pages', () => {
    for (const copy of [HOME_CONTENT.booking, HOME_CONTENT.gifting, HOME_CONTENT.activity]) {
      expect(copy.usps).toHaveLength(4);
      expect(copy.blockTitles).toHaveLength(5);
    }
  });

  it('has the banner, link, article and section counts', () => {
    expect(ANNOUNCEMENT_BANNERS).toHaveLength(3);
    expect(PROMO_BAR_LINKS).toHaveLength(5);
    expectUnique(
      PROMO_BAR_LINKS.map((link) => link.kind),
      'promo bar kind',
    );
    expect(TARGETED_BANNERS).toHaveLength(3);
    expect(ARTICLES).toHaveLength(12);
    expectUnique(
      ARTICLES.map((article) => article.key),
      'article key',
    );
    for (const article of ARTICLES) {
      expect(article.key).toMatch(KEBAB);
      for (const language of LANGUAGES) {
        const sentences = article.body[language].split(/(?<=[.!?])\s+/).length;
        expect(sentences, `${article.key} ${language}`).toBeGreaterThanOrEqual(3);
      }
    }
    expect(WEEKEND_IDEAS_SECTIONS).toHaveLength(4);
  });

  it('has the six static pages, each with two paragraphs', () => {
    expect(STATIC_PAGES.map((page) => page.key).sort()).toEqual(
      ['conditions-of-use', 'cookies', 'data-protection', 'general-conditions', 'partners', 'press'].sort(),
    );
    for (const page of STATIC_PAGES) {
      for (const language of LANGUAGES) {
        expect(page.body[language].split('\n\n'), `${page.key} ${language}`).toHaveLength(2);
      }
    }
  });

  it('has SEO texts using {destination} and {theme}', () => {
    expect(SEO_SEARCH_TEXTS.length).toBeGreaterThanOrEqual(5);
    for (const text of SEO_SEARCH_TEXTS) expect(placeholderSet(text)).toEqual(['destination', 'theme']);
  });
});

describe('boxes and gift options', () => {
  it('has about 12 boxes with values between 99.90 and 399.90', () => {
    const themeIds = new Set(THEMES.map((theme) => theme.id));
    expect(BOXES.length).toBeGreaterThanOrEqual(12);
    expectUnique(
      BOXES.map((box) => box.key),
      'box key',
    );
    for (const box of BOXES) {
      expect(box.key).toMatch(KEBAB);
      expect(box.valueCents).toBeGreaterThanOrEqual(9990);
      expect(box.valueCents).toBeLessThanOrEqual(39990);
      expect(Number.isInteger(box.valueCents)).toBe(true);
      for (const id of box.themeIds) expect(themeIds.has(id)).toBe(true);
      const lines = box.includedContent.en.split('\n').length;
      expect(lines).toBeGreaterThanOrEqual(2);
      for (const language of LANGUAGES) {
        expect(box.includedContent[language].split('\n'), `${box.key} ${language}`).toHaveLength(lines);
      }
    }
    const values = BOXES.map((box) => box.valueCents);
    expect(Math.min(...values)).toBe(9990);
    expect(Math.max(...values)).toBe(39990);
  });

  it('has consistent sub-element categories and elements', () => {
    expectUnique(
      SUB_ELEMENT_CATEGORIES.map((category) => category.id),
      'sub-element category id',
    );
    expect(SUB_ELEMENTS.length).toBeGreaterThanOrEqual(9);
    expectUnique(
      SUB_ELEMENTS.map((element) => element.key),
      'sub-element key',
    );
    const categoryIds = new Set(SUB_ELEMENT_CATEGORIES.map((category) => category.id));
    for (const element of SUB_ELEMENTS) {
      expect(categoryIds.has(element.categoryId)).toBe(true);
      expect(element.priceCents).toBeGreaterThanOrEqual(0);
    }
    for (const category of SUB_ELEMENT_CATEGORIES) {
      expect(SUB_ELEMENTS.some((element) => element.categoryId === category.id)).toBe(true);
      if (category.defaultElementKey) {
        const element = SUB_ELEMENTS.find((candidate) => candidate.key === category.defaultElementKey);
        expect(element?.categoryId).toBe(category.id);
        expect(element?.priceCents).toBe(0);
      }
    }
    const wrapping = SUB_ELEMENT_CATEGORIES.find((category) => category.key === 'gift-wrapping');
    expect(wrapping?.defaultElementKey).toBe('wrap-standard');
  });

  it('has 4 sleeves', () => {
    expect(SLEEVES).toHaveLength(4);
    expectUnique(
      SLEEVES.map((sleeve) => sleeve.key),
      'sleeve key',
    );
  });
});

describe('activity centre names', () => {
  it('has about 40 unique provider names', () => {
    expect(ACTIVITY_CENTRE_NAMES.length).toBeGreaterThanOrEqual(40);
    expectUnique(ACTIVITY_CENTRE_NAMES, 'activity centre name');
  });
});
