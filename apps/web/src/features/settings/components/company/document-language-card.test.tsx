import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { companySettingsReplyOf } from '../../../../test/company-settings.ts';
import { json, mockFetch, signInAs } from '../../../../test/fetch-mock.ts';
import { renderAt } from '../../../../test/render-app.tsx';
import { CompanyTab } from './company-tab.tsx';

const SETTINGS = companySettingsReplyOf({ companyInfo: { name: 'Sharma Traders' } });

describe('the language of bills and messages to customers', () => {
  it('saves the document language, bilingual print and Devanagari digits', async () => {
    const mock = mockFetch((call) => {
      const p = call.url.pathname;
      if (p === '/api/companysettings' && call.method === 'GET') return json(200, SETTINGS);
      if (p === '/api/companysettings' && call.method === 'PUT')
        return json(200, { ...SETTINGS, ...(call.body as object) });
      return undefined;
    });
    signInAs(['Admin']);
    const user = userEvent.setup();
    renderAt('/settings?tab=company', <CompanyTab />);
    const language = await screen.findByLabelText('Language of bills and messages to customers');
    // English prints nothing beside it.
    expect(
      (screen.getByLabelText('Print English labels with it') as HTMLInputElement).disabled,
    ).toBe(true);
    await user.selectOptions(language, 'mr');
    await user.click(screen.getByLabelText('Print English labels with it'));
    await user.click(screen.getByLabelText('Devanagari digits (०१२३)'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved.')).toBeTruthy();
    expect(mock.callsTo('/api/companysettings').find((c) => c.method === 'PUT')!.body).toEqual({
      version: 1,
      documentLanguage: 'mr',
      bilingualPrint: true,
      devanagariDigits: true,
    });
  });
});
