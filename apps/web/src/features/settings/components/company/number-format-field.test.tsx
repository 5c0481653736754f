import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NumberFormatField } from './number-format-field.tsx';

function Harness({ initial, next }: { initial: string; next: number }) {
  const [value, setValue] = useState(initial);
  return (
    <NumberFormatField
      label="Invoice number format"
      value={value}
      onChange={setValue}
      next={next}
    />
  );
}

async function typeFormat(text: string, next = 1) {
  const user = userEvent.setup();
  render(<Harness initial="" next={next} />);
  const input = screen.getByLabelText('Invoice number format');
  // user-event reads { and [ as key descriptors: double them to type them literally.
  if (text) await user.type(input, text.replace(/\{/g, '{{').replace(/\[/g, '[['));
  return input;
}

describe('number format field', () => {
  it('previews the next number padded to the placeholder width', async () => {
    render(<Harness initial="INV-{0000}" next={7} />);
    expect(screen.getByText('INV-0007')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('follows the typing: a valid format shows its preview and no message', async () => {
    await typeFormat('BILL/{000}', 42);
    expect(screen.getByText('BILL/042')).toBeTruthy();
    expect(screen.getByLabelText('Invoice number format').getAttribute('aria-invalid')).toBeNull();
  });

  it('asks for a format when empty', async () => {
    const input = await typeFormat('');
    expect(screen.getByText('Enter a format like INV-{0000}.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByText(/Preview/)).toBeNull();
  });

  it('needs a number placeholder', async () => {
    await typeFormat('INV-');
    expect(screen.getByText('Must include a number placeholder like {0000}.')).toBeTruthy();
    expect(screen.queryByText(/Preview/)).toBeNull();
  });

  it('allows only one placeholder', async () => {
    await typeFormat('{00}-{00}');
    expect(screen.getByText('Only one number placeholder is allowed.')).toBeTruthy();
  });

  it('refuses unmatched braces', async () => {
    await typeFormat('INV-{0000');
    expect(
      screen.getByText('Unmatched braces found. Use exactly one {000..} placeholder.'),
    ).toBeTruthy();
    expect(screen.queryByText(/Preview/)).toBeNull();
  });
});

describe('{FY} in the number format', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('previews today’s financial year in India and says how to use {FY}', () => {
    // 18:00 UTC on 31 March is 23:30 in India: still 2025-26.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-31T18:00:00Z'));
    const first = render(<Harness initial="INV/{FY}/{0000}" next={7} />);
    expect(screen.getByText('INV/25-26/0007')).toBeTruthy();
    expect(screen.getByText('Use {FY} for the financial year, e.g. INV/{FY}/{0000}')).toBeTruthy();
    first.unmount();
    // 18:30 UTC is midnight in India: 1 April 2026, the first day of 2026-27.
    vi.setSystemTime(new Date('2026-03-31T18:30:00Z'));
    render(<Harness initial="INV/{FY}/{0000}" next={7} />);
    expect(screen.getByText('INV/26-27/0007')).toBeTruthy();
  });

  it('allows only one {FY}', async () => {
    await typeFormat('{FY}/{FY}/{0}');
    expect(screen.getByText('Only one {FY} (financial year) placeholder is allowed.')).toBeTruthy();
    expect(screen.queryByText(/Preview/)).toBeNull();
  });
});
