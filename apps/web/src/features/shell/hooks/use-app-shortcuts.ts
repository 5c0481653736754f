import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { canAccessScreen, canWrite } from '@hisaab/shared/permissions';
import { useSession } from '../../../api/session.ts';
import { useShortcuts, type ShortcutId } from '../../../ui/keymap.ts';
import { useToast } from '../../../ui/toast.tsx';

export const NO_SEARCH_HERE = tk('This screen has no search box. Press ? for the shortcuts.');

/** Where the new-document shortcuts go (the dashboard's buttons open the same screens). */
const NEW_DOCUMENT: Partial<Record<ShortcutId, string>> = {
  newSale: '/invoice?mode=sale',
  newPurchase: '/invoice?mode=purchase',
  paymentIn: '/invoice?mode=payment',
  paymentOut: '/invoice?mode=paymentmade',
  expense: '/expense',
};

/** The screen's search box: one marked data-find, else the first visible search input. */
function focusFind(): boolean {
  const candidates = document.querySelectorAll<HTMLInputElement>(
    'main [data-find], main input[type="search"]',
  );
  const box = [...candidates].find((el) => el.offsetParent !== null && !el.disabled);
  box?.focus();
  box?.select();
  return Boolean(box);
}

/** The shortcuts that act on every signed-in screen; returns the help sheet's state. */
export function useAppShortcuts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { roles } = useSession();
  const [helpOpen, setHelpOpen] = useState(false);
  // An Auditor reads the books: no new bills, as the dashboard hides its buttons.
  const writer = canWrite(roles);
  const go = (id: ShortcutId) => () => {
    const to = NEW_DOCUMENT[id];
    if (to) void navigate(to);
  };
  useShortcuts({
    ...(writer && {
      newSale: go('newSale'),
      newPurchase: go('newPurchase'),
      paymentIn: go('paymentIn'),
      paymentOut: go('paymentOut'),
      ...(canAccessScreen(roles, 'expense') && { expense: go('expense') }),
    }),
    find: () => {
      if (!focusFind()) toast(t(NO_SEARCH_HERE));
    },
    help: () => setHelpOpen(true),
  });
  return { helpOpen, openHelp: () => setHelpOpen(true), closeHelp: () => setHelpOpen(false) };
}
