// The screens' translation hook. i18next is the engine for Hindi and Marathi and comes in the
// chosen language's chunk (i18n.ts); English, the spec's texts and the keys themselves, needs
// no engine at all, so an English first screen carries none of it (bench/web-weight.ts).
// Same shape as react-i18next's useTranslation: `const { t } = useTranslation()`.
import {
  cloneElement,
  Fragment,
  createElement,
  useSyncExternalStore,
  type ReactElement,
  type ReactNode,
} from 'react';
import type { Language } from '@hisaab/shared/i18n/languages';
import { fmt } from '@hisaab/shared/i18n/messages';
import englishPlurals from '../locales/en/index.ts';

export type TOptions = Readonly<Record<string, string | number | null | undefined>>;
export type TFunction = (key: string, options?: TOptions) => string;

interface Engine {
  language: Language;
  t: TFunction;
}

const englishRules = new Intl.PluralRules('en');

/** English: the key itself, or its plural form from locales/en when a count is given. */
const englishT: TFunction = (key, options) => {
  const count = options?.count;
  const text =
    typeof count === 'number'
      ? (englishPlurals[`${key}_${englishRules.select(count)}`] ?? englishPlurals[key] ?? key)
      : (englishPlurals[key] ?? key);
  if (!options) return text;
  const params: Record<string, string> = {};
  for (const [k, v] of Object.entries(options)) params[k] = v == null ? '' : String(v);
  return fmt(text, params);
};

let engine: Engine = { language: 'en', t: englishT };
const listeners = new Set<() => void>();

export const ENGLISH: Engine = engine;

/** Switches every screen (i18n.ts calls it once a language is loaded). */
export function setEngine(next: Engine): void {
  engine = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current language and its t(); a screen re-renders when the language changes. */
export function useTranslation(): { t: TFunction; i18n: { language: Language } } {
  const current = useSyncExternalStore(subscribe, () => engine);
  return { t: current.t, i18n: { language: current.language } };
}

/** For code outside React (toasts, confirm texts built in hooks): the current language. */
export const i18n = {
  t: ((key, options) => engine.t(key, options)) as TFunction,
  get language(): Language {
    return engine.language;
  },
};

const TAG = /<(\w+)>(.*?)<\/\1>|<(\w+)\s*\/>/gs;

/**
 * A translated sentence with elements inside it (a link, a bold name), each written as a named
 * tag in the text: "Choose a new password for <email>{{email}}</email>." The tags are the
 * text's own, so a translation can move them; React builds the elements (no HTML is parsed).
 */
export function Trans({
  i18nKey,
  values,
  components,
}: {
  i18nKey: string;
  values?: TOptions;
  /** By tag name, or by number for tags written <0>…</0>. */
  components: Record<string, ReactElement> | readonly ReactElement[];
}) {
  const { t } = useTranslation();
  const text = t(i18nKey, values);
  const parts: ReactNode[] = [];
  let last = 0;
  for (const m of text.matchAll(TAG)) {
    if (m.index > last) parts.push(text.slice(last, m.index));
    const name = m[1] ?? m[3]!;
    const element = (components as Record<string, ReactElement | undefined>)[name];
    const inner = m[2];
    parts.push(element ? cloneElement(element, { key: parts.length }, inner) : (inner ?? ''));
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return createElement(Fragment, null, ...parts);
}
