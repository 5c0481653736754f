// Texts the server and shared code produce (validation, errors, prints, e-mails, WhatsApp),
// translated after they are written in English. A catalogue maps the English text to its
// translation; a text with values in it is written with fmt('Row {{row}}: ...', { row }) and
// its catalogue key keeps the {{placeholders}}, so the finished English sentence is matched
// back to its template and the values carried into the translation. English is returned
// unchanged when a catalogue has no entry (and a lint step makes sure none is missing).

export type Catalogue = Readonly<Record<string, string>>;
export type Params = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Marks an English text for the catalogues where it is written; returns it unchanged. */
export function tk<const S extends string>(text: S): S {
  return text;
}

/** Fills {{name}} placeholders: the English text of a message with values (see above). */
export function fmt(template: string, params: Params): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/**
 * Placeholders holding a name as the user typed it (a unit 'No', a customer 'Cash'): never
 * translated, even when the name happens to be a catalogue text.
 */
const NAME_PLACEHOLDERS = new Set(['unit', 'item', 'customer', 'party']);

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

interface Template {
  pattern: RegExp;
  names: string[];
  translation: string;
  literalLength: number;
}

/** A translator for one language's catalogue; build once and reuse (it compiles templates). */
export function messageTranslator(catalogue: Catalogue): (english: string) => string {
  const templates: Template[] = [];
  for (const [key, translation] of Object.entries(catalogue)) {
    if (!key.includes('{{')) continue;
    // A template that is almost all placeholders ("{{action}} {{record}}") would match any
    // sentence and half-translate it: such texts are translated where they are built.
    if (key.replace(PLACEHOLDER, '').replace(/[\s\p{P}]/gu, '').length < 3) continue;
    const names: string[] = [];
    let source = '';
    let last = 0;
    for (const m of key.matchAll(PLACEHOLDER)) {
      source += escapeRegExp(key.slice(last, m.index));
      source += '(.+?)';
      names.push(m[1]!);
      last = m.index! + m[0].length;
    }
    source += escapeRegExp(key.slice(last));
    templates.push({
      pattern: new RegExp(`^${source}$`, 's'),
      names,
      translation,
      literalLength: key.replace(PLACEHOLDER, '').length,
    });
  }
  // The most specific template first: "Row {{row}}: GSTIN is invalid." before "{{message}}".
  templates.sort((a, b) => b.literalLength - a.literalLength);
  const translate = (english: string, depth: number): string => {
    const exact = catalogue[english];
    if (exact !== undefined) return exact;
    for (const t of templates) {
      const m = t.pattern.exec(english);
      if (!m) continue;
      // A value that is itself a catalogue text (a field's name) is translated too, and so is
      // one level of a value built from a template ("Bill {{number}}" inside a check message).
      const params: Record<string, string> = {};
      t.names.forEach((name, i) => {
        const value = m[i + 1]!;
        params[name] = NAME_PLACEHOLDERS.has(name)
          ? value
          : depth > 0
            ? (catalogue[value] ?? value)
            : translate(value, depth + 1);
      });
      return fmt(t.translation, params);
    }
    return english;
  };
  // Report cells repeat ('Cash', 'Sundry debtors: Asha Traders' on every line of a day book):
  // each text is matched against the templates once. Bounded, so no text stream grows it.
  const seen = new Map<string, string>();
  return (english: string) => {
    let out = seen.get(english);
    if (out === undefined) {
      out = translate(english, 0);
      if (seen.size >= TRANSLATED_TEXTS_KEPT) seen.clear();
      seen.set(english, out);
    }
    return out;
  };
}

const TRANSLATED_TEXTS_KEPT = 5_000;
