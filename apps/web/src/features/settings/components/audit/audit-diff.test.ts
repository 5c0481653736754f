import { describe, expect, it } from 'vitest';
import { actionLabel, entityLabel, fieldChanges, indiaDateTime } from './audit-diff.ts';

describe('fieldChanges', () => {
  it('lists only the fields an update changed, with before and after', () => {
    expect(
      fieldChanges(
        { name: 'Verma Stores', phone: null, stateCode: '27' },
        { name: 'Verma Stores', phone: '9876543210', stateCode: '29' },
      ),
    ).toEqual([
      { field: 'phone', before: '—', after: '9876543210' },
      { field: 'stateCode', before: '27', after: '29' },
    ]);
  });

  it('flattens nested documents: a bill’s header and its lines by position', () => {
    const before = { header: { totalPaise: 10000 }, lines: [{ item: 'Rice', qtyMilli: 1000 }] };
    const after = {
      header: { totalPaise: 123456 },
      lines: [
        { item: 'Rice', qtyMilli: 1000 },
        { item: 'Dal', qtyMilli: 2500 },
      ],
    };
    expect(fieldChanges(before, after)).toEqual([
      { field: 'header.totalPaise', before: '₹100.00', after: '₹1,234.56' },
      { field: 'lines.2.item', before: null, after: 'Dal' },
      { field: 'lines.2.qtyMilli', before: null, after: '2.500' },
    ]);
  });

  it('reads a list of plain values as one value', () => {
    expect(fieldChanges({ roles: ['Manager'] }, { roles: ['Auditor'] })).toEqual([
      { field: 'roles', before: 'Manager', after: 'Auditor' },
    ]);
  });

  it('shows every field of a creation or a deletion', () => {
    expect(fieldChanges(null, { name: 'Tea', amount: 20 })).toEqual([
      { field: 'name', before: null, after: 'Tea' },
      { field: 'amount', before: null, after: '20' },
    ]);
    expect(fieldChanges({ email: 'a@b.in' }, null)).toEqual([
      { field: 'email', before: 'a@b.in', after: null },
    ]);
  });
});

describe('labels', () => {
  it('names entities and actions in words, and keeps unknown ones as stored', () => {
    expect(entityLabel('transaction')).toBe('Bill');
    expect(entityLabel('bankAccount')).toBe('Bank account');
    expect(entityLabel('widget')).toBe('widget');
    expect(actionLabel('login')).toBe('Logged in');
    expect(actionLabel('update')).toBe('Changed');
  });

  it('shows the time in India', () => {
    expect(indiaDateTime('2026-05-10T20:00:00.000Z')).toBe('11/05/2026 01:30');
  });
});
