import { describe, expect, it } from 'vitest';
import { shareMessage, shareUpiLink, type ShareInfo } from './whatsapp-dialog.tsx';

const INFO: ShareInfo = {
  customerName: 'Rao Traders',
  phone: '9876543210',
  amount: 1099,
  number: 'INV-0001',
  date: '2026-11-20',
  companyName: 'Sharma Traders',
  link: 'https://hisaab.example/api/files/public/abc',
  upiDue: 599,
};
const SETTINGS = { upiId: 'sharmatraders@okaxis', upiPayeeName: null };

describe('share message with UPI', () => {
  it('carries the UPI link for what is still due', () => {
    const upi = shareUpiLink(INFO, SETTINGS);
    expect(upi).toBe(
      'upi://pay?pa=sharmatraders@okaxis&pn=Sharma%20Traders&am=599.00&cu=INR&tn=INV-0001',
    );
    expect(shareMessage(INFO, '1099', upi)).toContain(`Pay ₹599.00 by UPI: ${upi}`);
  });

  it('has no UPI line when nothing is due or the company has no UPI ID', () => {
    expect(shareUpiLink({ ...INFO, upiDue: 0 }, SETTINGS)).toBeNull();
    expect(shareUpiLink(INFO, { upiId: null, upiPayeeName: null })).toBeNull();
    expect(shareMessage(INFO, '1099', null)).not.toContain('UPI');
  });
});
