import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { messageText } from '../i18n/i18n.ts';

interface Toast {
  id: number;
  tone: 'success' | 'error';
  text: string;
}

type ShowToast = (text: string, tone?: Toast['tone']) => void;

const ToastContext = createContext<ShowToast>(() => undefined);

const TOAST_MS = 5000;

/**
 * Short-lived messages in a polite live region, bottom right (bottom on phones). A message made
 * in English elsewhere (a shared validation text) shows in the chosen language (messageText).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const show = useCallback<ShowToast>((text, tone = 'success') => {
    const id = Date.now() + Math.random();
    setToasts((t) => [...t, { id, tone, text }]);
    setTimeout(() => setToasts((t) => t.filter((x) => x.id !== id)), TOAST_MS);
  }, []);
  const value = useMemo(() => show, [show]);
  return (
    <ToastContext.Provider value={value}>
      {children}
      <div
        aria-live="polite"
        className="pointer-events-none fixed inset-x-2 bottom-2 z-50 flex flex-col items-end gap-2 sm:inset-x-auto sm:right-4 sm:bottom-4"
      >
        {toasts.map((t) => (
          <div
            key={t.id}
            className={`pointer-events-auto rounded-md px-3 py-2 text-sm text-white shadow-lg ${
              t.tone === 'error' ? 'bg-danger' : 'bg-ink'
            }`}
          >
            {messageText(t.text)}
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}

export function useToast(): ShowToast {
  return useContext(ToastContext);
}
