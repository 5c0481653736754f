// The printable document in the company's document language (issue 28), whatever the
// language of the app: Hindi labels and amount in words, bilingual labels, Devanagari digits.
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import type { PrintLanguage } from '@hisaab/shared/i18n/print-labels';
import type { TransactionView } from '../api/transaction.ts';
import { buildPrintModel } from '../model/print-model.ts';
import { loadPrintLabels } from '../model/print-labels.ts';
import { PRINT_COMPANY, PRINT_SALE } from '../model/fixtures.ts';
import { PrintableDocument } from './printable-document.tsx';
import { shareMessage, type ShareInfo } from './whatsapp-dialog.tsx';

/** The print tests' sale, unpaid, to a customer in the company's own state. */
const VIEW: TransactionView = {
  ...PRINT_SALE,
  remark: null,
  placeOfSupply: '27',
  bankAccountId: null,
  payments: [],
  totals: { ...PRINT_SALE.totals, paid: 0, pending: 1180 },
};
const COMPANY = PRINT_COMPANY;

async function printIn(print: PrintLanguage) {
  const labels = await loadPrintLabels(print);
  const doc = buildPrintModel({
    view: VIEW,
    company: COMPANY,
    printMode: 0,
    bankAccounts: [],
    trial: false,
    labels,
  });
  render(<PrintableDocument doc={doc} />);
  return { doc, labels };
}

describe('the printable document in the document language', () => {
  it('prints a Hindi tax invoice with the amount in Hindi words', async () => {
    await printIn({ language: 'hi', bilingual: false, devanagariDigits: false });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('कर बिल');
    expect(screen.getByTestId('print-words').textContent).toContain('रुपये एक हज़ार एक सौ अस्सी मात्र');
    expect(screen.getByRole('columnheader', { name: 'मात्रा' })).toBeTruthy();
    expect(screen.getByText('अधिकृत हस्ताक्षरकर्ता')).toBeTruthy();
    expect(screen.getByText('GSTIN: 27AAPFU0939F1ZV')).toBeTruthy();
    expect(screen.getByTestId('print-total').textContent).toContain('₹1,180.00');
    expect(screen.queryByText('Authorised Signatory')).toBeNull();
    expect(document.querySelector('article')?.getAttribute('lang')).toBe('hi-IN');
  });

  it('prints the English label above the Marathi one, with Devanagari digits', async () => {
    await printIn({ language: 'mr', bilingual: true, devanagariDigits: true });
    const qty = screen.getAllByRole('columnheader').find((h) => h.textContent?.includes('Qty'));
    expect(qty?.textContent).toMatch(/^Qtyप्रमाण$/);
    expect(screen.getByTestId('print-words').textContent).toContain('रुपये एक हजार एकशे ऐंशी फक्त');
    expect(screen.getByTestId('print-total').textContent).toContain('₹१,१८०.००');
    // GSTINs and bill numbers stay as they are.
    expect(screen.getByTestId('print-number').textContent).toContain('INV-0007');
  });

  it('stays in English for an English company', async () => {
    const { labels } = await printIn({ language: 'en', bilingual: true, devanagariDigits: true });
    expect(labels.bilingual).toBe(false);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toContain('Tax Invoice');
    expect(screen.getByTestId('print-words').textContent).toContain(
      'Rupees One Thousand One Hundred Eighty Only',
    );
  });
});

describe('the WhatsApp message in the document language', () => {
  const INFO: ShareInfo = {
    customerName: 'Ravi',
    phone: '9876543210',
    amount: 1180,
    number: 'INV-0007',
    date: '2025-10-01',
    companyName: 'Sharma Traders',
    link: 'https://example.com/f/abc',
  };

  it('writes to the customer in Hindi', async () => {
    const labels = await loadPrintLabels({
      language: 'hi',
      bilingual: false,
      devanagariDigits: false,
    });
    const message = shareMessage(INFO, '1180', null, labels);
    expect(message).toContain('प्रिय Ravi,');
    expect(message).toContain('बिल INV-0007, तारीख़ 01/10/2025, राशि ₹1,180.00');
    expect(message).toContain('अपना बिल डाउनलोड करें: https://example.com/f/abc');
  });

  it('is unchanged in English', () => {
    expect(shareMessage(INFO, '1180', null)).toBe(
      [
        'Dear Ravi,',
        'Thank you for your business. Invoice INV-0007 dated 01/10/2025 for ₹1,180.00.',
        'Download your invoice: https://example.com/f/abc',
        '— Sharma Traders',
      ].join('\n'),
    );
  });
});
