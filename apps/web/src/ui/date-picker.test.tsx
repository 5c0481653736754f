import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DatePicker, calendarCells, useRememberedDate } from './date-picker.tsx';

// 15 March 2025, 10:00 in India.
const NOW = new Date('2025-03-15T04:30:00Z');

function Harness({
  initial = '',
  onChange = () => {},
  highlight = false,
}: {
  initial?: string;
  onChange?: (iso: string) => void;
  highlight?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DatePicker
        label="Entry Date"
        value={value}
        highlightWhenNotToday={highlight}
        onChange={(iso) => {
          setValue(iso);
          onChange(iso);
        }}
      />
      <output data-testid="value">{value}</output>
    </>
  );
}

function valueOf(el: HTMLElement): string {
  return (el as HTMLInputElement).value;
}

function dayButtons() {
  return within(screen.getByRole('grid')).getAllByRole('button');
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(() => vi.useRealTimers());

describe('calendarCells', () => {
  it('starts on the Sunday before the 1st and ends 42 days later', () => {
    const cells = calendarCells({ year: 2025, month: 3 });
    expect(cells).toHaveLength(42);
    expect(cells[0]).toBe('2025-02-23');
    expect(cells[6]).toBe('2025-03-01');
    expect(cells[41]).toBe('2025-04-05');
  });
});

describe('DatePicker', () => {
  it('shows dd/mm/yyyy, or the placeholder when empty', () => {
    const { unmount } = render(<Harness initial="2025-03-09" />);
    expect(valueOf(screen.getByLabelText('Entry Date'))).toBe('09/03/2025');
    unmount();
    render(<Harness />);
    expect(screen.getByLabelText('Entry Date').getAttribute('placeholder')).toBe('Pick a date');
  });

  it("opens a 42-cell grid with the neighbouring months' days", async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-03-09" />);
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    expect(screen.getByText('March 2025')).toBeTruthy();
    const days = dayButtons();
    expect(days).toHaveLength(42);
    expect(days[0]?.textContent).toBe('23');
    expect(days[0]?.getAttribute('data-outside')).toBe('true');
    expect(days[41]?.textContent).toBe('5');
    const selected = screen.getByRole('button', { name: /\b9 March 2025$/ }).parentElement;
    expect(selected?.getAttribute('aria-selected')).toBe('true');
  });

  it('moves between months and picks a day', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="2025-03-09" onChange={onChange} />);
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    await user.click(screen.getByRole('button', { name: 'Next month' }));
    expect(screen.getByText('April 2025')).toBeTruthy();
    expect(dayButtons()[0]?.textContent).toBe('30');
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    await user.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(screen.getByText('February 2025')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: /\b14 February 2025$/ }));
    expect(onChange).toHaveBeenLastCalledWith('2025-02-14');
    expect(valueOf(screen.getByLabelText('Entry Date'))).toBe('14/02/2025');
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('Today picks today in India and closes', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2024-12-01" />);
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(screen.getByTestId('value').textContent).toBe('2025-03-15');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('accepts a typed date and does not take an impossible one', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-03-09" />);
    const input = screen.getByLabelText('Entry Date');
    await user.clear(input);
    await user.type(input, '31/02/2025');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.tab();
    expect(screen.getByTestId('value').textContent).toBe('2025-03-09');
    expect(valueOf(input)).toBe('31/02/2025');
    await user.clear(input);
    await user.type(input, '1/1/2025{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('2025-01-01');
  });

  it('navigates by keyboard: arrows move a day or a week, Enter picks, Escape closes', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-03-31" />);
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /\b31 March 2025$/ }));
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /\b1 April 2025$/ }));
    expect(screen.getByText('April 2025')).toBeTruthy();
    await user.keyboard('{ArrowDown}{ArrowLeft}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /\b7 April 2025$/ }));
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(document.activeElement).toBe(screen.getByRole('button', { name: /\b24 March 2025$/ }));
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value').textContent).toBe('2025-03-24');
    expect(document.activeElement).toBe(screen.getByLabelText('Entry Date'));

    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('grid')).toBeTruthy();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('grid')).toBeNull();
    expect(screen.getByTestId('value').textContent).toBe('2025-03-24');
  });

  it('turns amber only when highlighting and the date is not today', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-03-14" highlight />);
    const input = screen.getByLabelText('Entry Date');
    expect(input.getAttribute('data-not-today')).toBe('true');
    expect(input.className).toContain('border-warning');
    await user.click(screen.getByRole('button', { name: 'Open calendar' }));
    await user.click(screen.getByRole('button', { name: 'Today' }));
    expect(input.getAttribute('data-not-today')).toBeNull();
    expect(input.className).not.toContain('border-warning');
  });
});

describe('useRememberedDate', () => {
  function Screen() {
    const [date, setDate] = useRememberedDate('dashboardSelectedDate');
    return <DatePicker label="Entry Date" value={date} onChange={setDate} />;
  }

  it('starts at today, remembers a chosen date in session storage, and restores it', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Screen />);
    expect(valueOf(screen.getByLabelText('Entry Date'))).toBe('15/03/2025');
    await user.clear(screen.getByLabelText('Entry Date'));
    await user.type(screen.getByLabelText('Entry Date'), '02/03/2025{Enter}');
    expect(sessionStorage.getItem('dashboardSelectedDate')).toBe('2025-03-02');
    unmount();
    render(<Screen />);
    expect(valueOf(screen.getByLabelText('Entry Date'))).toBe('02/03/2025');
  });

  it('ignores a stored value that is not a date', () => {
    sessionStorage.setItem('dashboardSelectedDate', 'yesterday');
    render(<Screen />);
    expect(valueOf(screen.getByLabelText('Entry Date'))).toBe('15/03/2025');
  });

  it('refuses 31/02 with a message and keeps the typed text instead of another date', async () => {
    const onChange = vi.fn();
    const user = userEvent.setup();
    render(<Harness initial="2025-03-15" onChange={onChange} highlight />);
    const input = screen.getByLabelText('Entry Date');
    await user.clear(input);
    await user.type(input, '31/02/2025');
    await user.tab();
    expect(valueOf(input)).toBe('31/02/2025');
    expect(screen.getByText('31/02/2025 is not a date. Enter it as dd/mm/yyyy.')).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('warns for an entry date outside the financial year or more than a year away', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2025-03-15" highlight />);
    const input = screen.getByLabelText('Entry Date');
    await user.clear(input);
    await user.type(input, '02/04/2025');
    expect(screen.getByText('02/04/2025 is outside the financial year 2024-25.')).toBeTruthy();
    await user.clear(input);
    await user.type(input, '14/03/2024');
    expect(
      screen.getByText('14/03/2024 is more than a year from today: check the year.'),
    ).toBeTruthy();
    await user.clear(input);
    await user.type(input, '01/04/2024');
    expect(screen.queryByText(/financial year|more than a year/)).toBeNull();
  });
});
