import { readFileSync } from 'node:fs';
import { defaultSports } from '@para/contract';
import { describe, expect, it } from 'vitest';
import { Translator } from '../../lib/translator';
import { sportName } from './describe';

const textsOf = (language: string): { sports: Record<string, string> } =>
  JSON.parse(readFileSync(new URL(`../../locales/${language}/competitions.json`, import.meta.url), 'utf8'));
const english = textsOf('en');
const hindi = textsOf('hi');

describe("a sport's name", () => {
  it('is in the texts of each language for every sport seeded on first start', () => {
    for (const texts of [english, hindi]) {
      const named = texts.sports;
      expect(defaultSports.filter((sport) => !named[sport.code]?.trim()).map((sport) => sport.code)).toEqual(
        [],
      );
    }
    // The English texts give the seeded list's own names.
    for (const sport of defaultSports) expect(english.sports[sport.code]).toBe(sport.name);
  });

  it("is the reader's language's, and the code for a sport added since", () => {
    const { t } = new Translator({ language: 'hi', resources: { hi: { competitions: hindi } } });
    expect(sportName(t, 'swimming')).toBe(hindi.sports.swimming);
    expect(sportName(t, 'kabaddi-para')).toBe('kabaddi-para');
  });
});
