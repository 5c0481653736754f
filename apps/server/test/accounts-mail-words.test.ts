// Issue 42: the confirmation mail names the company without an English possessive, so a name
// ending in s never reads "Umang Traders's".
import { describe, expect, it } from 'vitest';
import { confirmEmailMail } from '../src/modules/accounts/accounts.mail.ts';

describe('the confirmation mail', () => {
  it('reads well for a company whose name ends in s', () => {
    const m = confirmEmailMail('en', 'https://hisaab.example', 'a@b.in', 'tok', 'Umang Traders');
    expect(m.text).not.toContain("Traders's");
    expect(m.text).toContain('start using the Umang Traders account.');
  });

  it('says it in Hindi and Marathi with the name as it is', () => {
    for (const language of ['hi', 'mr'] as const) {
      const m = confirmEmailMail(
        language,
        'https://hisaab.example',
        'a@b.in',
        'tok',
        'Umang Traders',
      );
      expect(m.text, language).toContain('Umang Traders');
      expect(m.text, language).not.toContain('Welcome to Hisaab! Please');
    }
  });
});
