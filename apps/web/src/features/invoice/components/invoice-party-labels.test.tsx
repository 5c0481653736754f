// Issue 42, rough edges: a purchase's party is its supplier, and a payment is dated by its own
// date, not a bill's.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { api, renderInvoice } from './invoice-test-support.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  sessionStorage.clear();
  localStorage.clear();
});

describe('the names of the party and the date', () => {
  it('a new purchase asks for the supplier, a new sale for the customer', async () => {
    api();
    renderInvoice('/invoice?mode=purchase');
    expect(await screen.findByRole('combobox', { name: 'Supplier' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Customer' })).toBeNull();
  });

  it('a payment made names the supplier and the payment date', async () => {
    api();
    renderInvoice('/invoice?mode=paymentmade');
    expect(await screen.findByRole('combobox', { name: 'Supplier' })).toBeTruthy();
    expect(screen.getByLabelText('Payment date')).toBeTruthy();
    expect(screen.queryByLabelText('Bill date')).toBeNull();
  });

  it('a payment received names the customer and the payment date', async () => {
    api();
    renderInvoice('/invoice?mode=payment');
    expect(await screen.findByRole('combobox', { name: 'Customer' })).toBeTruthy();
    expect(screen.getByLabelText('Payment date')).toBeTruthy();
  });

  it('a sale keeps the customer and the bill date', async () => {
    api();
    renderInvoice('/invoice');
    expect(await screen.findByRole('combobox', { name: 'Customer' })).toBeTruthy();
    expect(screen.getByLabelText('Bill date')).toBeTruthy();
  });
});
