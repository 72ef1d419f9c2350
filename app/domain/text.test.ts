import { describe, expect, it } from 'vitest';
import { escapeLike, normalizeSearchText, slugify } from './text';

describe('normalizeSearchText', () => {
  it('strips accents and case', () => {
    expect(normalizeSearchText('Saint-Émilion')).toBe('saint emilion');
    expect(normalizeSearchText('SAINT ÉMILION')).toBe('saint emilion');
    expect(normalizeSearchText('Málaga')).toBe('malaga');
    expect(normalizeSearchText('Forlì-Cesena')).toBe('forli cesena');
  });

  it('turns apostrophes and repeated punctuation into single spaces', () => {
    expect(normalizeSearchText("  L'Alpe d'Huez  ")).toBe('l alpe d huez');
    expect(normalizeSearchText('Côte d’Azur')).toBe('cote d azur');
    expect(normalizeSearchText('Bruxelles / Brussel')).toBe('bruxelles brussel');
  });

  it('expands ligatures', () => {
    expect(normalizeSearchText('Cœur de Bœuf')).toBe('coeur de boeuf');
    expect(normalizeSearchText('Straße')).toBe('strasse');
  });

  it('returns an empty string for punctuation only', () => {
    expect(normalizeSearchText(' - ')).toBe('');
  });
});

describe('slugify', () => {
  it('joins normalised words with hyphens', () => {
    expect(slugify('Hôtel Le Régent ****')).toBe('hotel-le-regent');
  });
});

describe('escapeLike', () => {
  it('escapes LIKE wildcards', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});
