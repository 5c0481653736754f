// The invoice screen's dialogs load when first needed, not with the screen: with them came
// Radix's dialog, react-hook-form and zod, about half of the screen's first download and much
// of its start-up time on a phone (issue 14).
import { lazy, Suspense, useState, type ReactNode } from 'react';

const loadCreateContact = () => import('./create-contact-dialog.tsx');
const loadConfirm = () => import('./confirm-prompt.tsx');
const loadLeave = () => import('./leave-dialog.tsx');
const loadWhatsApp = () => import('./whatsapp-dialog.tsx');

export const CreateContactDialog = lazy(() =>
  loadCreateContact().then((m) => ({ default: m.CreateContactDialog })),
);
export const ConfirmPrompt = lazy(() => loadConfirm().then((m) => ({ default: m.ConfirmPrompt })));
export const LeaveDialog = lazy(() => loadLeave().then((m) => ({ default: m.LeaveDialog })));
export const WhatsAppDialog = lazy(() =>
  loadWhatsApp().then((m) => ({ default: m.WhatsAppDialog })),
);

let warmed = false;
/** Starts loading the dialogs once the user starts on the bill, so each opens at once. */
export function warmDialogs(): void {
  if (warmed) return;
  warmed = true;
  for (const load of [loadCreateContact, loadConfirm, loadLeave, loadWhatsApp]) {
    load().catch(() => {
      warmed = false; // offline with an old cache: tried again on the next keystroke
    });
  }
}

/**
 * Renders its dialog from the first time `when` is true, and keeps it mounted after, so it
 * closes (focus back to the opener) exactly as when it was always there.
 */
export function Later({ when, children }: { when: boolean; children: ReactNode }) {
  const [seen, setSeen] = useState(when);
  if (when && !seen) setSeen(true);
  if (!seen && !when) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}
