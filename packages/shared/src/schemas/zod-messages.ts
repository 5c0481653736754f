// A schema's message with values, by key (issue 39). zod keeps an issue's message as a string, so
// a Message rides beside it: the issue's `message` is its English (what a test or a log reads)
// and its `raised` is the Message itself, which the one translator of each side fills in the
// caller's language (the server's reply hook, the web's messageText). Nothing is matched back
// from English: a text without values is a catalogue key, looked up whole.
//   z.string().max(max, said(msg('Must be {{max}} characters or fewer.', { max })))
//   ctx.addIssue(issueOf(msg('Line {{lineNo}} is entered twice.', { lineNo })))
//   badRequest(issueText(parsed.error.issues[0]))
// zod's own sentences (a value of the wrong type where a schema gives no message) are raised
// the same way, by the error map installed below.
import { z } from 'zod';
import { isMessage, msg, type Message, type Text } from '../i18n/messages.ts';

/** Where an issue keeps the Message its English was made of. */
interface Raising {
  raised?: Message;
}

const raise = (issue: object, message: Message): string => {
  (issue as Raising).raised = message;
  return message.toString();
};

/**
 * A check's message: a catalogue text as it is; a Message as a zod error map that keeps it on
 * the issue (`raised`) and gives its English as the issue's message.
 */
export function said(text: Text): string | { error: (issue: object) => string } {
  if (!isMessage(text)) return text;
  return { error: (issue) => raise(issue, text) };
}

/** A custom issue (superRefine's ctx.addIssue) of a text, its Message kept beside its English. */
export function issueOf(
  text: Text,
  path?: PropertyKey[],
): { code: 'custom'; message: string; raised?: Message; path?: PropertyKey[] } {
  return {
    code: 'custom',
    message: isMessage(text) ? text.toString() : text,
    ...(isMessage(text) ? { raised: text } : {}),
    ...(path ? { path } : {}),
  };
}

/** An issue's text for a translator: the Message it was raised with, else its message. */
export function issueText(issue: { message: string } | undefined, otherwise: Text = ''): Text {
  if (!issue) return otherwise;
  const raised = (issue as Raising).raised;
  return isMessage(raised) ? raised : issue.message;
}

/** The words zod puts for a type or an origin ('string', 'number'): translated as words. */
const word = (name: unknown): Message | string =>
  typeof name === 'string' ? msg(name) : String(name);

/** zod's name of a type: a word, but NaN as it is. */
const typeName = (type: string): Message | string => (type === 'nan' ? 'NaN' : word(type));

const SIZED: Record<string, string> = { string: 'characters', array: 'items', set: 'items' };

/**
 * zod's English sentence (locales/en) of an issue with values, as a Message of the same words;
 * null for one without values or one these templates do not cover (left to zod's own text).
 */
function zodMessage(issue: z.core.$ZodRawIssue): Message | null {
  switch (issue.code) {
    case 'invalid_type': {
      const input = issue.input;
      const received = z.core.util.parsedType(input);
      return msg('Invalid input: expected {{expected}}, received {{received}}', {
        expected: typeName(issue.expected),
        // An infinite number is named by its value (zod: 'received Infinity').
        received:
          received === 'number' && typeof input === 'number' && !Number.isFinite(input)
            ? String(input)
            : typeName(received),
      });
    }
    case 'invalid_value':
      return issue.values.length === 1
        ? msg('Invalid input: expected {{value}}', {
            value: z.core.util.stringifyPrimitive(issue.values[0]),
          })
        : msg('Invalid option: expected one of {{values}}', {
            values: z.core.util.joinValues(issue.values, '|'),
          });
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big';
      const adj = issue.exact
        ? 'exactly '
        : issue.inclusive
          ? big
            ? '<='
            : '>='
          : big
            ? '<'
            : '>';
      const bound = `${adj}${String(big ? issue.maximum : issue.minimum)}`;
      const unit = SIZED[issue.origin ?? ''];
      const origin = word(issue.origin ?? 'value');
      if (unit === 'characters')
        return big
          ? msg('Too big: expected {{origin}} to have {{max}} characters', { origin, max: bound })
          : msg('Too small: expected {{origin}} to have {{min}} characters', {
              origin,
              min: bound,
            });
      if (unit === 'items')
        return big
          ? msg('Too big: expected {{origin}} to have {{max}} items', { origin, max: bound })
          : msg('Too small: expected {{origin}} to have {{min}} items', { origin, min: bound });
      if (issue.origin === 'file' || issue.origin === 'map') return null;
      return big
        ? msg('Too big: expected {{origin}} to be {{max}}', { origin, max: bound })
        : msg('Too small: expected {{origin}} to be {{min}}', { origin, min: bound });
    }
    case 'invalid_format':
      return issue.format === 'regex' && 'pattern' in issue
        ? msg('Invalid string: must match pattern {{pattern}}', { pattern: String(issue.pattern) })
        : null;
    case 'not_multiple_of':
      return msg('Invalid number: must be a multiple of {{divisor}}', {
        divisor: String(issue.divisor),
      });
    case 'unrecognized_keys':
      return issue.keys.length > 1
        ? msg('Unrecognized keys: {{keys}}', { keys: z.core.util.joinValues(issue.keys, ', ') })
        : msg('Unrecognized key: {{keys}}', { keys: z.core.util.joinValues(issue.keys, ', ') });
    case 'invalid_key':
      return msg('Invalid key in {{origin}}', { origin: word(issue.origin) });
    case 'invalid_element':
      return msg('Invalid value in {{origin}}', { origin: word(issue.origin) });
    case 'invalid_union': {
      const options = (issue as { options?: unknown }).options;
      return Array.isArray(options) && options.length > 0
        ? msg('Invalid discriminator value. Expected {{options}}', {
            options: options.map((o) => `'${String(o)}'`).join(' | '),
          })
        : null;
    }
    default:
      return null;
  }
}

const english = z.locales.en().localeError;

/**
 * zod's own sentences with values, raised as Messages: the English is zod's (kept when a
 * template here would say it otherwise), the Message beside it. Installed once, for every
 * schema on each side.
 */
z.config({
  customError: (issue) => {
    const said = english(issue);
    const text = typeof said === 'string' ? said : said?.message;
    const message = zodMessage(issue);
    if (message && message.toString() === text) raise(issue, message);
    return text;
  },
});
