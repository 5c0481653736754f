import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { signInAs } from '../../../test/fetch-mock.ts';
import { renderAt } from '../../../test/render-app.tsx';
import { ActionBar } from './action-bar.tsx';

const props = {
  showSend: true,
  showDelete: true,
  busy: false,
  onRun: vi.fn(),
  onJustPrint: vi.fn(),
  onDelete: vi.fn(),
  onClose: vi.fn(),
};

describe('ActionBar', () => {
  it('offers an Auditor only Just Print and Close, and says why', () => {
    signInAs(['Auditor']);
    renderAt('/invoice?mode=modify&id=3', <ActionBar {...props} onConvert={vi.fn()} />);
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual(['Just Print', 'Close']);
    expect(screen.getByText('Auditors can read the books but not change them.')).toBeTruthy();
  });

  it('offers a Manager saving and deleting', () => {
    signInAs(['Manager']);
    renderAt('/invoice?mode=modify&id=3', <ActionBar {...props} />);
    const names = screen.getAllByRole('button').map((b) => b.textContent);
    expect(names).toEqual([
      'Save & Send',
      'Save & Print',
      'SaveCtrl+Enter',
      'Just Print',
      'Delete',
      'Close',
    ]);
  });
});
