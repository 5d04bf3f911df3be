import { describe, expect, it } from 'vitest';
import { FAQ, PAGES } from './seed-texts.js';

// Readers who chose Hindi get the first-start content in Hindi, not a mix with English answers.
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the first-start content in Hindi', () => {
  it('has every FAQ question and answer', () => {
    for (const entry of FAQ) {
      const hindi = entry.translations.hi;
      expect(hindi?.question, entry.question).toMatch(DEVANAGARI);
      expect(hindi?.answer, entry.question).toMatch(DEVANAGARI);
    }
  });

  it('has the title and text of every page', () => {
    for (const page of PAGES) {
      const hindi = page.translations.hi as { title?: string; body?: string };
      expect(hindi.title, page.key).toMatch(DEVANAGARI);
      expect(hindi.body, page.key).toMatch(DEVANAGARI);
    }
  });
});
