/** Themes, activities, facilities, hotel types/environments/styles and room types, with their labels. */
import type { LabelKind } from '../../app/server/db/schema';
import {
  ACTIVITIES,
  ACTIVITY_GROUPS,
  ECO_FACILITIES,
  FACILITIES,
  HOTEL_ENVIRONMENTS,
  HOTEL_STYLES,
  HOTEL_TYPES,
  ROOM_TYPES,
  THEMES,
} from './data/vocabulary';
import { LANGUAGES, type Localized } from './util';
import type { Writer } from './writer';

export function writeTaxonomy(w: Writer): void {
  const labels = (kind: LabelKind, code: string | number, name: Localized) => {
    for (const language of LANGUAGES)
      w.insert('labels', { kind, code: String(code), language, name: name[language] });
  };
  THEMES.forEach((t, position) => {
    w.insert('themes', { id: t.id, key: t.key, position, reduced: t.reduced ? 1 : 0 });
    labels('theme', t.id, t.name);
  });
  ACTIVITY_GROUPS.forEach((g, position) => {
    w.insert('activity_groups', { key: g.key, position });
    labels('activity_group', g.key, g.name);
  });
  for (const a of ACTIVITIES) {
    w.insert('activities', {
      id: a.id,
      key: a.key,
      group_key: a.group,
      duration_minutes: a.durationMinutes,
      per_person: a.perPerson ? 1 : 0,
    });
    for (const language of LANGUAGES) {
      w.insert('activity_translations', {
        activity_id: a.id,
        language,
        name: a.name[language],
        description: a.description[language],
      });
    }
  }
  const eco = new Set(ECO_FACILITIES.map((f) => f.code));
  for (const f of FACILITIES) {
    w.insert('facilities', {
      code: f.code,
      highlighted: f.highlighted ? 1 : 0,
      eco: eco.has(f.code) ? 1 : 0,
    });
    labels('facility', f.code, f.name);
  }
  for (const f of ECO_FACILITIES) {
    if (FACILITIES.some((g) => g.code === f.code)) continue;
    w.insert('facilities', { code: f.code, highlighted: 0, eco: 1 });
    labels('facility', f.code, f.name);
  }
  HOTEL_TYPES.forEach((t, position) => {
    w.insert('hotel_types', { code: t.code, position });
    labels('hotel_type', t.code, t.name);
  });
  HOTEL_ENVIRONMENTS.forEach((t, position) => {
    w.insert('hotel_environments', { code: t.code, position });
    labels('hotel_environment', t.code, t.name);
  });
  HOTEL_STYLES.forEach((t, position) => {
    w.insert('hotel_styles', { code: t.code, position });
    labels('hotel_style', t.code, t.name);
  });
  for (const r of ROOM_TYPES) labels('room_type', r.code, r.name);
}
