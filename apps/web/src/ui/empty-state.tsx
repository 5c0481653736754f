import type { ReactNode } from 'react';

/** An honest note about a screen whose content arrives with a later change. */
export function EmptyState({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-md border border-dashed border-line bg-surface px-4 py-6 text-muted">
      {children}
    </div>
  );
}
