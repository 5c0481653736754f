import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { ResendButton } from './resend-button.tsx';

const EMAIL = 'meera@example.com';

function button(): HTMLButtonElement {
  return screen.getByRole('button') as HTMLButtonElement;
}

describe('resend countdown', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('starts a 10-minute countdown after a resend and counts down every second', async () => {
    vi.useFakeTimers({ now: new Date('2025-06-01T10:00:00Z') });
    const onResend = vi.fn().mockResolvedValue(600);
    render(<ResendButton email={EMAIL} serverSeconds={0} onResend={onResend} />);
    expect(button().textContent).toBe('Resend');
    expect(button().disabled).toBe(false);
    await act(async () => {
      fireEvent.click(button());
    });
    expect(onResend).toHaveBeenCalledWith(EMAIL);
    expect(button().disabled).toBe(true);
    expect(button().textContent).toBe('Resend (10:00)');
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe('Try again in 10:00');
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(button().textContent).toBe('Resend (09:59)');
    act(() => {
      vi.advanceTimersByTime(599_000);
    });
    expect(button().textContent).toBe('Resend');
    expect(button().disabled).toBe(false);
  });

  it('keeps the cooldown in localStorage per email across renders', async () => {
    vi.useFakeTimers({ now: new Date('2025-06-01T10:00:00Z') });
    const first = render(
      <ResendButton email={EMAIL} serverSeconds={0} onResend={async () => 600} />,
    );
    await act(async () => {
      fireEvent.click(button());
    });
    first.unmount();
    act(() => {
      vi.advanceTimersByTime(61_000);
    });
    render(<ResendButton email="MEERA@example.com" serverSeconds={0} onResend={async () => 600} />);
    expect(button().textContent).toBe('Resend (08:59)');
    expect(button().disabled).toBe(true);
  });

  it('takes the remaining time from the server list', () => {
    vi.useFakeTimers({ now: new Date('2025-06-01T10:00:00Z') });
    render(<ResendButton email={EMAIL} serverSeconds={75} onResend={async () => 600} />);
    expect(button().textContent).toBe('Resend (01:15)');
    expect(screen.getByRole('tooltip', { hidden: true }).textContent).toBe('Try again in 01:15');
  });

  it('ignores a second click while the resend is in flight', async () => {
    let finish: (s: number) => void = () => undefined;
    const onResend = vi.fn(() => new Promise<number>((r) => (finish = r)));
    render(<ResendButton email={EMAIL} serverSeconds={0} onResend={onResend} />);
    fireEvent.click(button());
    fireEvent.click(button());
    expect(onResend).toHaveBeenCalledTimes(1);
    await act(async () => finish(0));
    expect(button().textContent).toBe('Resend');
  });
});
