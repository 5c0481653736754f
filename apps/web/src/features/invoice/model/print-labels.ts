// The print's labels in the company's document language (issue 28), which need not be the
// language the user reads the app in: that language's catalogue is loaded (the same chunk the
// language picker loads) without switching the app to it.
import { useEffect, useState } from 'react';
import {
  ENGLISH_LABELS,
  printLabels,
  type PrintLabels,
  type PrintLanguage,
} from '@hisaab/shared/i18n/print-labels';
import { loadLanguagePack } from '../../../i18n/i18n.ts';

export async function loadPrintLabels(print: PrintLanguage): Promise<PrintLabels> {
  const { language } = print;
  if (language === 'en') return ENGLISH_LABELS;
  const pack = await loadLanguagePack(language);
  return printLabels(print, pack.lookup);
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
