import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen } from '@testing-library/react';
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

  describe('on a phone', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('keeps one row of saves and puts the rest under More', () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query.includes('max-width'),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
      signInAs(['Manager']);
      renderAt('/invoice?mode=modify&id=3', <ActionBar {...props} />);
      const names = () => screen.getAllByRole('button').map((b) => b.textContent);
      expect(names()).toEqual(['Save & Send', 'SaveCtrl+Enter', 'More']);
      fireEvent.click(screen.getByRole('button', { name: 'More' }));
      expect(screen.getByRole('button', { name: 'More' }).getAttribute('aria-expanded')).toBe(
        'true',
      );
      expect(names().slice(3)).toEqual(['Save & Print', 'Just Print', 'Delete', 'Close']);
    });
  });
});
