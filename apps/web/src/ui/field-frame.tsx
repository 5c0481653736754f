import type { ReactNode } from 'react';
import type { Text } from '@hisaab/shared/i18n/messages';
import { messageText } from '../i18n/i18n.ts';

export const CONTROL_CLASS =
  'block w-full rounded-md border border-line bg-surface px-2.5 py-1.5 text-sm text-ink placeholder:text-muted/70 focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-accent disabled:bg-canvas disabled:text-muted aria-[invalid=true]:border-danger';

interface FieldFrameProps {
  id: string;
  label: ReactNode;
  error?: Text | undefined;
  hint?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** Label above, control, then the hint or the error (linked by aria-describedby ids). */
export function FieldFrame({ id, label, error, hint, children, className = '' }: FieldFrameProps) {
  return (
    <div className={`flex flex-col gap-1 ${className}`}>
      <label htmlFor={id} className="text-sm font-medium text-ink">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-danger">
          {messageText(error)}
        </p>
      ) : hint ? (
        <div id={`${id}-hint`} className="text-sm text-muted">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

export function describedBy(id: string, error?: Text, hint?: ReactNode): string | undefined {
  if (error) return `${id}-error`;
  if (hint) return `${id}-hint`;
  return undefined;
}
