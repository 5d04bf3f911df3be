import {
  cloneElement,
  createContext,
  isValidElement,
  type ReactElement,
  type ReactNode,
  startTransition,
  useContext,
  useEffect,
  useMemo,
  useState,
} from 'react';
import { interpolate, type TFunction, type TOptions, type Translator } from './translator';

interface BoundTranslator {
  translator: Translator;
  /** The translator's version this render reads (a new one re-renders the readers). */
  version: number;
}

const TranslatorContext = createContext<BoundTranslator | null>(null);

/** Re-renders on the translator's changes, as a transition: a cheap phone keeps answering while a page's texts arrive. */
function useTranslatorVersion(translator: Translator, active: boolean): number {
  const [version, setVersion] = useState(translator.version);
  useEffect(() => {
    if (!active) return undefined;
    // Setting the same version again draws nothing; a change made between the render and this
    // subscription is drawn.
    const update = () => startTransition(() => setVersion(translator.version));
    update();
    return translator.subscribe(update);
  }, [translator, active]);
  return version;
}

/** Gives the pages below a translator (the server draws each page with its language's own). */
export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  const version = useTranslatorVersion(translator, true);
  const value = useMemo(() => ({ translator, version }), [translator, version]);
  return <TranslatorContext.Provider value={value}>{children}</TranslatorContext.Provider>;
}

let appTranslator: Translator | null = null;

/** The translator of components drawn outside a provider (unit tests render single components so). */
export function setAppTranslator(translator: Translator): void {
  appTranslator = translator;
}

export interface Translation {
  t: TFunction;
  i18n: Translator;
}

/** The texts of the reader's language: `t` changes when the language or the texts do. */
export function useTranslation(): Translation {
  const bound = useContext(TranslatorContext);
  const translator = bound?.translator ?? appTranslator;
  if (!translator) throw new Error('useTranslation: no translator (setAppTranslator was not called)');
  const ownVersion = useTranslatorVersion(translator, bound === null);
  const version = bound ? bound.version : ownVersion;
  const language = translator.language;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` stands for the texts' changes
  return useMemo(
    () => ({ t: translator.getFixedT(language), i18n: translator }),
    [translator, language, version],
  );
}

const TAG = /<([A-Za-z][A-Za-z0-9]*)>(.*?)<\/\1>|<([A-Za-z][A-Za-z0-9]*)\s*\/>/gs;

/**
 * A text with markup in it (`Enter the code sent to <strong>{{email}}</strong>`): each named tag is
 * drawn as the element given for it in `components`; a tag without one shows its content only. The
 * values are placed as text, never as markup.
 */
export function Trans({
  i18nKey,
  values,
  components = {},
}: {
  i18nKey: string;
  values?: TOptions;
  components?: Record<string, ReactElement>;
}) {
  const { t } = useTranslation();
  // The markup is read from the text as written, and the values are filled in after, as text: a value
  // that looks like markup (an address with `<b>` in it) is shown as it is.
  const text = t(i18nKey, values?.count === undefined ? undefined : { count: values.count });
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAG)) {
    if (match.index > last) parts.push(interpolate(text.slice(last, match.index), values));
    const name = match[1] ?? match[3] ?? '';
    const inner = interpolate(match[2] ?? '', values);
    const element = components[name];
    parts.push(
      element && isValidElement(element)
        ? cloneElement(element, { key: parts.length }, inner || undefined)
        : inner,
    );
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(interpolate(text.slice(last), values));
  return <>{parts}</>;
}
