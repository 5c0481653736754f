// A schema's message with values keeps its Message beside its English (issue 39): translated by
// its key and values, never matched back from the English.
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translateText } from '../i18n/messages.ts';
import { optionalText } from './common.ts';
import { issueText } from './zod-messages.ts';

const hi = {
  'Must be {{max}} characters or fewer.': '{{max}} अक्षरों या उससे कम का होना चाहिए।',
  'Invalid input: expected {{expected}}, received {{received}}':
    'अमान्य इनपुट: {{expected}} चाहिए था, {{received}} मिला',
  'Too small: expected {{origin}} to be {{min}}': 'बहुत छोटा: {{origin}} {{min}} होना चाहिए',
  string: 'टेक्स्ट',
  number: 'संख्या',
};

const firstIssue = (schema: z.ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  if (r.success) throw new Error('parsed');
  return r.error.issues[0]!;
};

describe("a schema's message with values", () => {
  it('reads as its English and is translated by its key with its values', () => {
    const issue = firstIssue(optionalText(5), 'too long by far');
    expect(issue.message).toBe('Must be 5 characters or fewer.');
    expect(translateText(hi, issueText(issue))).toBe('5 अक्षरों या उससे कम का होना चाहिए।');
  });

  it("raises zod's own sentences the same way, their type names as words", () => {
    const typed = firstIssue(z.object({ a: z.string() }), { a: 5 });
    expect(typed.message).toBe('Invalid input: expected string, received number');
    expect(translateText(hi, issueText(typed))).toBe('अमान्य इनपुट: टेक्स्ट चाहिए था, संख्या मिला');
    const small = firstIssue(z.number().min(3), 1);
    expect(small.message).toBe('Too small: expected number to be >=3');
    expect(translateText(hi, issueText(small))).toBe('बहुत छोटा: संख्या >=3 होना चाहिए');
  });

  it('leaves a message without values to be looked up whole', () => {
    const issue = firstIssue(z.string().min(1, 'Please enter a name.'), '');
    expect(issueText(issue)).toBe('Please enter a name.');
  });
});
