import { useState, type KeyboardEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Autocomplete } from './autocomplete.tsx';

interface Fruit {
  id: number;
  name: string;
}

const FRUITS: Fruit[] = [
  'Apple',
  'Apricot',
  'Banana',
  'Grape',
  'Guava',
  'Mango',
  'Papaya',
  'Pear',
].map((name, i) => ({ id: i + 1, name }));

function Harness({
  withCreate = true,
  maxSuggestions,
  createLabel,
  onSelect = () => undefined,
  onCreate = () => undefined,
  onKeyDown,
}: {
  onKeyDown?: (e: KeyboardEvent<HTMLInputElement>, shownText: string) => void;
  withCreate?: boolean;
  maxSuggestions?: number;
  createLabel?: string;
  onSelect?: (f: Fruit) => void;
  onCreate?: (text: string) => void;
}) {
  const [text, setText] = useState('');
  return (
    <>
      <Autocomplete<Fruit>
        label="Fruit"
        value={text}
        onChange={setText}
        options={FRUITS}
        getLabel={(f) => f.name}
        getKey={(f) => f.id}
        onSelect={(f) => {
          setText(f.name);
          onSelect(f);
        }}
        {...(withCreate ? { onCreate } : {})}
        {...(createLabel ? { createLabel } : {})}
        {...(maxSuggestions ? { maxSuggestions } : {})}
        {...(onKeyDown ? { onKeyDown: (e) => onKeyDown(e, e.currentTarget.value) } : {})}
      />
      <input aria-label="Next field" />
    </>
  );
}

const input = () => screen.getByRole('combobox', { name: 'Fruit' });
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

afterEach(() => {
  vi.useRealTimers();
});

describe('Autocomplete', () => {
  it('shows at most 5 numbered suggestions for the typed text, plus the create entry', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'a');
    expect(screen.getByRole('listbox')).toBeTruthy();
    expect(optionNames()).toEqual([
      '1.Apple',
      '2.Apricot',
      '3.Banana',
      '4.Grape',
      '5.Guava',
      '[0. Add a new entry]',
    ]);
    expect(input().getAttribute('aria-expanded')).toBe('true');
  });

  it('filters case-insensitively and closes when nothing matches and creation is off', async () => {
    const user = userEvent.setup();
    render(<Harness withCreate={false} />);
    await user.type(input(), 'PEA');
    expect(optionNames()).toEqual(['1.Pear']);
    await user.type(input(), 'x');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves the selection with the arrow keys and picks with Enter', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.type(input(), 'ap');
    const first = screen.getAllByRole('option')[0];
    expect(first?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')[1]?.getAttribute('aria-selected')).toBe('true');
    expect(input().getAttribute('aria-activedescendant')).toBe(
      screen.getAllByRole('option')[1]?.id,
    );
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    // Apple, Apricot, Grape, Papaya, [0. …]: down three then up one lands on Grape.
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith(FRUITS.find((f) => f.name === 'Grape'));
    expect((input() as HTMLInputElement).value).toBe('Grape');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('wraps from the first suggestion up to the create entry', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    render(<Harness onCreate={onCreate} />);
    await user.type(input(), 'Kiwi');
    expect(optionNames()).toEqual(['[0. Add a new entry]']);
    await user.type(input(), '{Backspace}{Backspace}{Backspace}{Backspace}g');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(onCreate).toHaveBeenCalledWith('g');
  });

  it('picks the highlighted suggestion with Tab and lets focus move on', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.type(input(), 'man');
    await user.tab();
    expect(onSelect).toHaveBeenCalledWith(FRUITS.find((f) => f.name === 'Mango'));
    expect((input() as HTMLInputElement).value).toBe('Mango');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Next field' }));
  });

  it('picks a numbered suggestion with Ctrl+1..5 and with Cmd on a Mac', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.type(input(), 'a');
    await user.keyboard('{Control>}3{/Control}');
    expect(onSelect).toHaveBeenLastCalledWith(FRUITS.find((f) => f.name === 'Banana'));
    await user.clear(input());
    await user.type(input(), 'a');
    await user.keyboard('{Meta>}5{/Meta}');
    expect(onSelect).toHaveBeenLastCalledWith(FRUITS.find((f) => f.name === 'Guava'));
  });

  it('ignores a Ctrl+number beyond the suggestions shown', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.type(input(), 'pea');
    await user.keyboard('{Control>}2{/Control}');
    expect(onSelect).not.toHaveBeenCalled();
  });

  it('creates from the typed text with Ctrl+0 or the create entry, with a custom label', async () => {
    const user = userEvent.setup();
    const onCreate = vi.fn();
    render(<Harness onCreate={onCreate} createLabel="Add a new customer" />);
    await user.type(input(), 'Kiwi ');
    expect(optionNames()).toEqual(['[0. Add a new customer]']);
    await user.keyboard('{Control>}0{/Control}');
    expect(onCreate).toHaveBeenCalledWith('Kiwi');
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.type(input(), 's');
    await user.click(screen.getByRole('option', { name: '[0. Add a new customer]' }));
    expect(onCreate).toHaveBeenLastCalledWith('Kiwi s');
  });

  it('does nothing on Ctrl+0 when creation is not allowed', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness withCreate={false} onSelect={onSelect} />);
    await user.type(input(), 'ap');
    await user.keyboard('{Control>}0{/Control}');
    expect(onSelect).not.toHaveBeenCalled();
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('closes with Escape without choosing, and reopens with ArrowDown', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.type(input(), 'gr');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect((input() as HTMLInputElement).value).toBe('gr');
    expect(onSelect).not.toHaveBeenCalled();
    await user.keyboard('{ArrowDown}');
    expect(optionNames()).toEqual(['1.Grape', '[0. Add a new entry]']);
  });

  it('picks with a mouse click', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.type(input(), 'gu');
    await user.click(screen.getByRole('option', { name: '1.Guava' }));
    expect(onSelect).toHaveBeenCalledWith(FRUITS.find((f) => f.name === 'Guava'));
  });

  it('closes the list 100 ms after blur, not before', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(input(), 'ap');
    vi.useFakeTimers();
    act(() => input().blur());
    act(() => vi.advanceTimersByTime(99));
    expect(screen.getByRole('listbox')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('shows up to maxSuggestions, numbering only the first five', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness maxSuggestions={20} withCreate={false} onSelect={onSelect} />);
    await user.keyboard('{Tab}');
    await user.keyboard('{ArrowDown}');
    expect(optionNames()).toEqual([
      '1.Apple',
      '2.Apricot',
      '3.Banana',
      '4.Grape',
      '5.Guava',
      'Mango',
      'Papaya',
      'Pear',
    ]);
    await user.keyboard(
      '{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{ArrowDown}{Enter}',
    );
    expect(onSelect).toHaveBeenCalledWith(FRUITS.find((f) => f.name === 'Papaya'));
  });

  it('passes an Enter that picked on to the field, with the pick already on screen', async () => {
    const user = userEvent.setup();
    const seen: string[] = [];
    render(
      <Harness
        onKeyDown={(e, shown) => {
          if (e.key !== 'Enter') return;
          seen.push(shown);
          // The owner moves on, as the bill's rows and customer box do.
          screen.getByRole('textbox', { name: 'Next field' }).focus();
        }}
      />,
    );
    await user.click(input());
    await user.keyboard('gua{Enter}3');
    expect(seen).toEqual(['Guava']);
    expect(input()).toHaveProperty('value', 'Guava');
    expect(screen.getByRole('textbox', { name: 'Next field' })).toHaveProperty('value', '3');
  });

  it('leaves Ctrl+Enter to the page (save) instead of picking', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    render(<Harness onSelect={onSelect} />);
    await user.click(input());
    await user.keyboard('gua{Control>}{Enter}{/Control}');
    expect(onSelect).not.toHaveBeenCalled();
  });
});
