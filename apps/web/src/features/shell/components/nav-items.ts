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
  { to: '/dashboard', label: 'Dashboard', screen: 'dashboard' },
  { to: '/expense', label: 'Expense', screen: 'expense', shortcut: 'expense' },
  { to: '/reports', label: 'Reports', screen: 'reports' },
  { to: '/gstr2b', label: 'GSTR-2B', screen: 'reports' },
  { to: '/insights', label: 'Insights', screen: 'insights' },
  { to: '/settings', label: 'Settings', screen: 'settings' },
];
