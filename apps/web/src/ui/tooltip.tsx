import { useId, type ReactNode } from 'react';

/**
 * Text shown on hover and keyboard focus. The wrapper carries the description so it also
 * works around disabled buttons, which receive no pointer events.
 */
export function Tooltip({ text, children }: { text: string | null; children: ReactNode }) {
  const id = useId();
  if (!text) return <>{children}</>;
  return (
    <span className="group relative inline-flex" aria-describedby={id} title={text}>
      {children}
      <span
        role="tooltip"
        id={id}
        className="pointer-events-none absolute bottom-full left-1/2 z-40 mb-1 hidden -translate-x-1/2 whitespace-nowrap rounded bg-ink px-2 py-1 text-xs text-white group-focus-within:block group-hover:block"
      >
        {text}
      </span>
    </span>
  );
}
