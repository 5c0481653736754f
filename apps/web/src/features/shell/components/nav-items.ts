import type { Screen } from '@hisaab/shared/permissions';

export interface NavItem {
  to: string;
  label: string;
  screen: Screen;
}

/** Spec section 2 side navigation, in its order; access is filtered by role. */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', screen: 'dashboard' },
  { to: '/expense', label: 'Expense', screen: 'expense' },
  { to: '/reports', label: 'Reports', screen: 'reports' },
  { to: '/insights', label: 'Insights', screen: 'insights' },
  { to: '/settings', label: 'Settings', screen: 'settings' },
];
