import { Suspense, useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { preloadable } from './lazy-screens.ts';

/** A screen with state of its own, to tell a remount (state lost) from a re-render. */
function Counter({ label }: { label: string }) {
  const [n, setN] = useState(0);
  return (
    <button type="button" onClick={() => setN(n + 1)}>
      {label} {n}
    </button>
  );
}

/** A chunk that arrives when the test says so. */
function deferredChunk() {
  let arrive!: () => void;
  const arrived = new Promise<void>((resolve) => (arrive = resolve));
  return { load: () => arrived.then(() => Counter), arrive };
}

describe('preloadable', () => {
  it('draws a chunk loaded before the first render at once, with no fallback', async () => {
    const chunk = deferredChunk();
    const Screen = preloadable(chunk.load);
    chunk.arrive();
    await Screen.preload();
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen label="Bill" />
      </Suspense>,
    );
    // Synchronously, in the first commit: React.lazy would have shown the fallback first.
    expect(screen.getByRole('button', { name: 'Bill 0' })).not.toBeNull();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('waits behind Suspense for a chunk still loading, and keeps the screen once it is in', async () => {
    const chunk = deferredChunk();
    const Screen = preloadable(chunk.load);
    const { rerender } = render(
      <Suspense fallback={<p>Loading</p>}>
        <Screen label="Bill" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).not.toBeNull();
    await act(async () => chunk.arrive());
    const button = await screen.findByRole('button', { name: 'Bill 0' });
    await userEvent.click(button);
    // Re-rendered after the chunk has loaded: the same screen, its state kept.
    rerender(
      <Suspense fallback={<p>Loading</p>}>
        <Screen label="Sale" />
      </Suspense>,
    );
    expect(screen.getByRole('button', { name: 'Sale 1' })).not.toBeNull();
  });
});
