/** Small helpers shared by the generator modules. */
import { L, LANGUAGES, type Language, type Localized } from './data/types';

export { L, LANGUAGES };
export type { Language, Localized };

/** Replaces `{name}` placeholders; unknown placeholders are left as they are. */
export function fill(template: string, vars: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
}

/** A localized text from one template per language and per-language variables. */
export function fillLocalized(
  template: Localized,
  vars: (language: Language) => Record<string, string | number>,
): Localized {
  const out = {} as Localized;
  for (const language of LANGUAGES) out[language] = fill(template[language], vars(language));
  return out;
}

export function lowerFirst(text: string): string {
  return text.length > 0 ? text[0].toLowerCase() + text.slice(1) : text;
}

export function upperFirst(text: string): string {
  return text.length > 0 ? text[0].toUpperCase() + text.slice(1) : text;
}

export const round1 = (x: number) => Math.round(x * 10) / 10;

/** Coordinates as the catalogue stores them: 5 decimals, about a metre. */
export function roundedPoint(p: { lat: number; lng: number }): { lat: number; lng: number } {
  return { lat: Math.round(p.lat * 1e5) / 1e5, lng: Math.round(p.lng * 1e5) / 1e5 };
}
