// The print's labels in the company's document language (issue 28), which need not be the
// language the user reads the app in: that language's catalogue is loaded (the same chunk the
// language picker loads) without switching the app to it.
import { useEffect, useState } from 'react';
import type { Language } from '@hisaab/shared/i18n/languages';
import type { Catalogue } from '@hisaab/shared/i18n/messages';
import {
  ENGLISH_LABELS,
  printLabels,
  type PrintLabels,
  type PrintLanguage,
} from '@hisaab/shared/i18n/print-labels';
import { i18n } from '../../../i18n/i18n.ts';

const loaders: Record<Exclude<Language, 'en'>, () => Promise<{ default: Catalogue }>> = {
  hi: () => import('../../../locales/hi/index.ts'),
  mr: () => import('../../../locales/mr/index.ts'),
};

export async function loadPrintLabels(print: PrintLanguage): Promise<PrintLabels> {
  const { language } = print;
  if (language === 'en') return ENGLISH_LABELS;
  if (!i18n.hasResourceBundle(language, 'translation')) {
    const { default: catalogue } = await loaders[language]();
    i18n.addResourceBundle(language, 'translation', catalogue);
  }
  const catalogue = (i18n.getResourceBundle(language, 'translation') ?? {}) as Catalogue;
  return printLabels(print, (english) => catalogue[english]);
}

/** The labels for a company's print settings; null while its language's catalogue loads. */
export function usePrintLabels(print: PrintLanguage | undefined): PrintLabels | null {
  const [loaded, setLoaded] = useState<{ key: string; labels: PrintLabels } | null>(null);
  const language = print?.language;
  const bilingual = print?.bilingual ?? false;
  const devanagariDigits = print?.devanagariDigits ?? false;
  const key = `${language}|${bilingual}|${devanagariDigits}`;
  useEffect(() => {
    if (!language || language === 'en') return;
    let live = true;
    void loadPrintLabels({ language, bilingual, devanagariDigits }).then(
      (labels) => live && setLoaded({ key, labels }),
      () => live && setLoaded({ key, labels: ENGLISH_LABELS }),
    );
    return () => {
      live = false;
    };
  }, [key, language, bilingual, devanagariDigits]);
  if (!language) return null;
  if (language === 'en') return ENGLISH_LABELS;
  return loaded?.key === key ? loaded.labels : null;
}
