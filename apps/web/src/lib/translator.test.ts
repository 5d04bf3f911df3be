import { describe, expect, it } from 'vitest';
import { pluralCategory, Translator } from './translator';

const english = {
  greeting: 'Hello {{name}}',
  athletes_one: '{{count}} athlete',
  athletes_other: '{{count}} athletes',
  total_zero: 'Nothing chosen yet',
  total_one: 'One discipline',
  total_other: '{{count}} disciplines',
  list: ['first', 'second'],
  errors: { generic: 'Something went wrong.', CONFLICT: 'Changed meanwhile.' },
  onlyInEnglish: 'English only',
};
const hindi = {
  greeting: 'नमस्ते {{name}}',
  athletes_one: '{{count}} खिलाड़ी',
  athletes_other: '{{count}} खिलाड़ी (कई)',
};

const translator = () =>
  new Translator({ language: 'hi', fallback: 'en', resources: { en: english, hi: hindi } });

describe('pluralCategory', () => {
  it('chooses as Intl does for English and Hindi, over whole and fractional counts', () => {
    for (const language of ['en', 'hi']) {
      const rules = new Intl.PluralRules(language);
      for (let tenth = -30; tenth <= 300; tenth += 1) {
        for (const count of [tenth / 10, tenth]) {
          expect(pluralCategory(language, count), `${language} ${count}`).toBe(rules.select(count));
        }
      }
    }
  });

  it('asks Intl for any other language', () => {
    expect(pluralCategory('ru', 3)).toBe('few');
  });
});

describe('Translator', () => {
  it('fills placeholders and leaves a missing value visible', () => {
    const t = translator().getFixedT('en');
    expect(t('greeting', { name: 'Asha' })).toBe('Hello Asha');
    expect(t('greeting')).toBe('Hello {{name}}');
    expect(t('greeting', { name: 0 })).toBe('Hello 0');
  });

  it("reads the language's plural forms, and Hindi's one for 0", () => {
    const t = translator().getFixedT('hi');
    expect(t('athletes', { count: 0 })).toBe('0 खिलाड़ी');
    expect(t('athletes', { count: 1 })).toBe('1 खिलाड़ी');
    expect(t('athletes', { count: 2 })).toBe('2 खिलाड़ी (कई)');
    const en = translator().getFixedT('en');
    expect(en('athletes', { count: 0 })).toBe('0 athletes');
    expect(en('athletes', { count: 1 })).toBe('1 athlete');
  });

  it('prefers a written zero form for 0', () => {
    const t = translator().getFixedT('en');
    expect(t('total', { count: 0 })).toBe('Nothing chosen yet');
    expect(t('total', { count: 1 })).toBe('One discipline');
    expect(t('total', { count: 4 })).toBe('4 disciplines');
  });

  it('falls back to English, then to the default, then to the key', () => {
    const t = translator().getFixedT('hi');
    expect(t('onlyInEnglish')).toBe('English only');
    expect(t('nowhere', { defaultValue: 'Default {{n}}', n: 2 })).toBe('Default 2');
    expect(t('nowhere')).toBe('nowhere');
  });

  it('takes the first of several keys that has a text', () => {
    const t = translator().getFixedT('en');
    expect(t(['errors.UNKNOWN', 'errors.generic'])).toBe('Something went wrong.');
    expect(t(['errors.CONFLICT', 'errors.generic'])).toBe('Changed meanwhile.');
  });

  it('returns a list only when asked to, and never an object as text', () => {
    const t = translator().getFixedT('en');
    expect(t('list', { returnObjects: true })).toEqual(['first', 'second']);
    expect(t('errors')).toBe('errors');
  });

  it('merges added texts, tells its subscribers, and switches language at once', () => {
    const texts = translator();
    const events: string[] = [];
    texts.subscribe((event) => events.push(event));
    texts.addResourceBundle('en', { errors: { NEW: 'New text' } });
    texts.addResource('hi', 'errors.generic', 'कुछ गलत हुआ।');
    expect(texts.t('errors.NEW')).toBe('New text');
    expect(texts.t('errors.CONFLICT')).toBe('Changed meanwhile.');
    expect(texts.t('errors.generic')).toBe('कुछ गलत हुआ।');
    texts.changeLanguage('en');
    expect(texts.t('errors.generic')).toBe('Something went wrong.');
    expect(texts.language).toBe('en');
    expect(events).toEqual(['added', 'added', 'languageChanged']);
    expect(texts.exists('errors.NEW')).toBe(true);
    expect(texts.exists('errors.MISSING')).toBe(false);
  });

  it('names the language it reads: the fallback while it has none of the chosen one', () => {
    const texts = new Translator({ language: 'ta', resources: { en: english } });
    expect(texts.resolvedLanguage).toBe('en');
    texts.addResourceBundle('ta', { greeting: 'வணக்கம் {{name}}' });
    expect(texts.resolvedLanguage).toBe('ta');
  });
});
