import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { Dialog } from './dialog.tsx';

describe('Dialog', () => {
  it('opens without writing a <style> element, which the style policy (style-src self) refuses', () => {
    const before = document.querySelectorAll('style').length;
    render(
      <Dialog open title="Please confirm" onClose={() => undefined}>
        <p>Continue?</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Please confirm' })).toBeTruthy();
    expect(document.querySelectorAll('style').length).toBe(before);
    // The page behind is held still by the stylesheet's rule for this overlay instead.
    expect(document.querySelector('[data-dialog-overlay]')).toBeTruthy();
  });
});
