// Texts the server and shared code produce (validation, errors, prints, e-mails, WhatsApp),
// written in English and translated where they are shown. A catalogue maps the English text (its
// key) to its translation. A text with values in it is a Message, msg('Row {{row}}: ...', { row }):
// its key (the template) and its values travel together to the one place that translates
// (the server's error handler and reply hook, the web's messageText), which looks the key up and
// fills the values in. A value that is a Message (a fixed word such as 'the bill', a field's
// name) is translated too; any other value (a name, a number the user typed) never is.
// fmt() fills a template into a finished string, for texts already in their language.
// English is returned unchanged when a catalogue has no entry (a lint makes sure none is missing).
export type Catalogue = Readonly<Record<string, string>>;
export type Params = Readonly<Record<string, string | number>>;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

/** Marks an English text for the catalogues where it is written; returns it unchanged. */
export function tk<const S extends string>(text: S): S {
  return text;
}

/** Fills {{name}} placeholders: a finished text (one already in its language, or English). */
export function fmt(template: string, params: Params): string {
  return template.replace(PLACEHOLDER, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}

/** A value in a Message: user data (kept as it is in every language) or a Message (translated). */
export type MessageValue = string | number | Message;
export type MessageValues = Readonly<Record<string, MessageValue>>;

/**
 * A text by key and values, carried from where it is raised to where it is shown. It reads as
 * its English wherever a string is made of it (toString, JSON), so a reply that is not
 * translated still says it in English.
 */
export class Message {
  constructor(
    readonly key: string,
    readonly values: MessageValues = {},
  ) {}
  toString(): string {
    return translateText(ENGLISH, this);
  }
  toJSON(): string {
    return this.toString();
  }
}

/** A text as a service hands it on: a catalogue text (its English is its key) or a Message. */
export type Text = string | Message;

/** The Message of a template and its values (the template is marked for the catalogues). */
export function msg<const S extends string>(key: S, values: MessageValues = {}): Message {
  return new Message(key, values);
}

export const isMessage = (v: unknown): v is Message => v instanceof Message;

/** A text as a value of another: a catalogue text becomes a Message, so it is translated too. */
export const asMessage = (text: Text): Message => (isMessage(text) ? text : new Message(text));

const ENGLISH: Catalogue = {};

/**
 * The one translation of a text: a string is looked up whole; a Message's key is looked up and
 * its values filled in, a Message value translated in turn, any other value as it is.
 */
export function translateText(catalogue: Catalogue, text: Text): string {
  if (typeof text === 'string') return catalogue[text] ?? text;
  const template = catalogue[text.key] ?? text.key;
  return template.replace(PLACEHOLDER, (whole, name: string) => {
    const value = text.values[name];
    if (value === undefined) return whole;
    return value instanceof Message ? translateText(catalogue, value) : String(value);
  });
}

/**
 * A reply as the server builds it: any of its strings may be a Message, which the server's
 * reply hook turns into the caller's language as it is sent (apps/server platform/errors.ts).
 */
export type Raised<T> = T extends string
  ? string extends T
    ? Text
    : T
  : T extends readonly (infer U)[]
    ? Raised<U>[]
    : T extends object
      ? { [K in keyof T]: Raised<T[K]> }
      : T;

/** The English of a text (a Message's template filled with its values). */
export const englishText = (text: Text): string =>
  typeof text === 'string' ? text : text.toString();

/** An Error whose message is a Text: its English as `message`, the Text kept for a translator. */
export class TextError extends Error {
  constructor(
    readonly text: Text,
    options?: ErrorOptions,
  ) {
    super(englishText(text), options);
  }
}

/** What an error says, as raised (a TextError's Text), else its message, else the fallback. */
export const errorText = (err: unknown, fallback: Text): Text =>
  err instanceof TextError ? err.text : err instanceof Error ? err.message : fallback;

/** The English of a problem, or null: a check's plain-string answer made of its Text one. */
export const englishOrNull = (text: Text | null): string | null =>
  text === null ? null : englishText(text);

/** Values as plain JSON for a reply (a Message value as its English). */
export function plainValues(values: MessageValues): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(values).map(([k, v]) => [k, v instanceof Message ? v.toString() : v]),
  );
}
