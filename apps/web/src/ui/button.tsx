import { useState, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { Spinner } from './spinner.tsx';

type Variant = 'primary' | 'secondary' | 'danger' | 'ghost' | 'link';

const VARIANTS: Record<Variant, string> = {
  primary: 'bg-accent text-white hover:bg-accent-strong border border-accent',
  secondary: 'bg-surface text-ink border border-line hover:bg-canvas',
  danger: 'bg-surface text-danger border border-danger/40 hover:bg-danger-soft',
  ghost: 'bg-transparent text-ink border border-transparent hover:bg-canvas',
  link: 'bg-transparent text-accent underline-offset-2 hover:underline border border-transparent px-0',
};

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'onClick'> {
  variant?: Variant;
  /** Shows a spinner and ignores clicks (the spec's "ignore further clicks while pending"). */
  pending?: boolean;
  /** When onClick returns a promise, the button stays pending until it settles. */
  onClick?: (e: MouseEvent<HTMLButtonElement>) => unknown;
}

export function Button({
  variant = 'primary',
  pending = false,
  onClick,
  className = '',
  children,
  type = 'button',
  disabled,
  ...rest
}: ButtonProps) {
  const [running, setRunning] = useState(false);
  const busy = pending || running;

  function handleClick(e: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      e.preventDefault();
      return;
    }
    const result = onClick?.(e);
    if (result instanceof Promise) {
      setRunning(true);
      void result.finally(() => setRunning(false));
    }
  }

  const padding = variant === 'link' ? 'py-1' : 'px-3 py-1.5';
  return (
    <button
      type={type}
      className={`inline-flex items-center justify-center gap-1.5 rounded-md text-sm font-medium ${padding} disabled:cursor-not-allowed disabled:opacity-50 ${VARIANTS[variant]} ${className}`}
      disabled={disabled}
      aria-busy={busy || undefined}
      onClick={handleClick}
      {...rest}
    >
      {busy && <Spinner size="sm" />}
      {children}
    </button>
  );
}
