/**
 * The options the filters offer (facilities, hotel types, environments, styles, themes, activity
 * groups) with their names per language. Catalogue reference data: read once per language.
 */
import type { CriteriaVocabulary } from '~/domain/search/list-criteria';
import type { Db } from '../db/db.server';
import type { CatalogueLanguage, LabelKind } from '../db/schema';

export interface NamedOption<T extends string | number = string> {
  value: T;
  label: string;
}

export interface FilterOptions {
  facilities: NamedOption[];
  hotelTypes: NamedOption[];
  hotelEnvironments: NamedOption[];
  hotelStyles: NamedOption[];
  themes: NamedOption<number>[];
  activityGroups: { key: string; name: string; activities: NamedOption<number>[] }[];
}

const cache = new WeakMap<Db, Map<CatalogueLanguage, Promise<FilterOptions>>>();

async function load(db: Db, language: CatalogueLanguage): Promise<FilterOptions> {
  const labels = await db
    .selectFrom('labels')
    .select(['kind', 'code', 'name'])
    .where('language', '=', language)
    .execute();
  const nameOf = (kind: LabelKind, code: string) =>
    labels.find((l) => l.kind === kind && l.code === code)?.name ?? code;
  const [facilities, types, environments, styles, themes, groups, activities] = await Promise.all([
    db
      .selectFrom('facilities')
      .select(['code', 'highlighted'])
      .where('eco', '=', 0)
      .orderBy('highlighted', 'desc')
      .orderBy('code')
      .execute(),
    db.selectFrom('hotel_types').select('code').orderBy('position').execute(),
    db.selectFrom('hotel_environments').select('code').orderBy('position').execute(),
    db.selectFrom('hotel_styles').select('code').orderBy('position').execute(),
    db.selectFrom('themes').select(['id']).orderBy('position').execute(),
    db.selectFrom('activity_groups').select(['key']).orderBy('position').execute(),
    db
      .selectFrom('activities as a')
      .innerJoin('activity_translations as t', (j) =>
        j.onRef('t.activity_id', '=', 'a.id').on('t.language', '=', language),
      )
      .select(['a.id', 'a.group_key', 't.name'])
      .orderBy('t.name')
      .execute(),
  ]);
  return {
    facilities: facilities.map((f) => ({ value: f.code, label: nameOf('facility', f.code) })),
    hotelTypes: types.map((t) => ({ value: t.code, label: nameOf('hotel_type', t.code) })),
    hotelEnvironments: environments.map((t) => ({
      value: t.code,
      label: nameOf('hotel_environment', t.code),
    })),
    hotelStyles: styles.map((t) => ({ value: t.code, label: nameOf('hotel_style', t.code) })),
    themes: themes.map((t) => ({ value: t.id, label: nameOf('theme', String(t.id)) })),
    activityGroups: groups.map((g) => ({
      key: g.key,
      name: nameOf('activity_group', g.key),
      activities: activities
        .filter((a) => a.group_key === g.key)
        .map((a) => ({ value: a.id, label: a.name })),
    })),
  };
}

export function getFilterOptions(db: Db, language: CatalogueLanguage): Promise<FilterOptions> {
  let byLanguage = cache.get(db);
  if (!byLanguage) cache.set(db, (byLanguage = new Map()));
  let options = byLanguage.get(language);
  if (!options) {
    options = load(db, language);
    options.catch(() => byLanguage!.delete(language));
    byLanguage.set(language, options);
  }
  return options;
}

const vocabularies = new WeakMap<Db, Promise<CriteriaVocabulary>>();

async function loadVocabulary(db: Db): Promise<CriteriaVocabulary> {
  const [facilities, types, environments, styles, activities] = await Promise.all([
    db.selectFrom('facilities').select('code').execute(),
    db.selectFrom('hotel_types').select('code').execute(),
    db.selectFrom('hotel_environments').select('code').execute(),
    db.selectFrom('hotel_styles').select('code').execute(),
    db.selectFrom('activities').select('id').execute(),
  ]);
  const codes = (rows: { code: string }[]) => new Set(rows.map((r) => r.code.toLowerCase()));
  return {
    facilities: codes(facilities),
    hotelTypes: codes(types),
    hotelEnvironments: codes(environments),
    hotelStyles: codes(styles),
    tags: new Set(activities.map((a) => a.id)),
  };
}

/**
 * Every value the multi-valued criteria may take (all facilities, eco ones too, every activity):
 * search criteria keep only these (ADR 023). Reference data, read once per database.
 */
export function getCriteriaVocabulary(db: Db): Promise<CriteriaVocabulary> {
  let vocabulary = vocabularies.get(db);
  if (!vocabulary) {
    vocabulary = loadVocabulary(db);
    vocabulary.catch(() => vocabularies.delete(db));
    vocabularies.set(db, vocabulary);
  }
  return vocabulary;
}
