import { tk } from '@hisaab/shared/i18n/messages';
import type { Screen } from '@hisaab/shared/permissions';
import type { ShortcutId } from '../../../ui/keymap.ts';

export interface NavItem {
  to: string;
  label: string;
  screen: Screen;
  shortcut?: ShortcutId;
}

/** Spec section 2 side navigation, in its order; access is filtered by role. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: tk('Dashboard'), screen: 'dashboard' },
  { to: '/expense', label: tk('Expense'), screen: 'expense', shortcut: 'expense' },
  { to: '/reports', label: tk('Reports'), screen: 'reports' },
  { to: '/gstr2b', label: tk('GSTR-2B'), screen: 'reports' },
  { to: '/insights', label: tk('Insights'), screen: 'insights' },
  { to: '/settings', label: tk('Settings'), screen: 'settings' },
];
