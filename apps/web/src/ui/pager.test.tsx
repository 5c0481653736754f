import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Pager } from './pager.tsx';

describe('Pager', () => {
  it('shows nothing when one page holds every row', () => {
    const { container } = render(<Pager skip={0} pageSize={50} total={50} onSkip={() => {}} />);
    expect(container.textContent).toBe('');
  });

  it('says which rows are shown and moves a page at a time, never before the first', async () => {
    const onSkip = vi.fn();
    const { rerender } = render(<Pager skip={0} pageSize={20} total={57} onSkip={onSkip} />);
    expect(screen.getByText('1–20 of 57')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Previous' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onSkip).toHaveBeenLastCalledWith(20);
    rerender(<Pager skip={40} pageSize={20} total={57} onSkip={onSkip} />);
    expect(screen.getByText('41–57 of 57')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onSkip).toHaveBeenLastCalledWith(20);
  });
});
