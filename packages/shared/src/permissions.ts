// Roles and screen/tab access (spec section 6). Pure: the web hides what the server refuses.

import { tk } from './i18n/messages.ts';
export const ROLES = ['Admin', 'Manager', 'Auditor'] as const;
export type Role = (typeof ROLES)[number];

export type Screen =
  | 'dashboard'
  | 'expense'
  | 'reports'
  | 'insights'
  | 'settings'
  | 'projects'
  | 'maintenance'
  | 'invoice';

/** The two standard identity role claim URIs (ASP.NET-style tokens). */
export const ROLE_CLAIM_URIS = [
  'http://schemas.microsoft.com/ws/2008/06/identity/claims/role',
  'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/role',
] as const;

const ROLE_CLAIM_KEYS = ['role', 'roles', ...ROLE_CLAIM_URIS] as const;

function canonicalRole(raw: string): string {
  const known = ROLES.find((r) => r.toLowerCase() === raw.toLowerCase());
  return known ?? raw;
}

function claimValues(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((v): v is string => typeof v === 'string');
  return [];
}

function isTrueFlag(value: unknown): boolean {
  return value === true || (typeof value === 'string' && value.trim().toLowerCase() === 'true');
}

/**
 * Roles from access-token claims: role, roles, the two identity URIs, and isAdmin/admin flags.
 * Case-insensitive and de-duplicated; known roles get canonical casing, unknown ones are kept.
 */
export function rolesFromClaims(claims: Record<string, unknown>): string[] {
  const raw: string[] = [];
  for (const key of ROLE_CLAIM_KEYS) raw.push(...claimValues(claims[key]));
  if (isTrueFlag(claims['isAdmin']) || isTrueFlag(claims['admin'])) raw.push('Admin');

  const seen = new Set<string>();
  const roles: string[] = [];
  for (const r of raw) {
    const trimmed = r.trim();
    if (!trimmed) continue;
    const key = trimmed.toLowerCase();
    if (seen.has(key)) continue;
    seen.add(key);
    roles.push(canonicalRole(trimmed));
  }
  return roles;
}

export function hasRole(roles: readonly string[], role: string): boolean {
  const wanted = role.toLowerCase();
  return roles.some((r) => r.toLowerCase() === wanted);
}

function hasAnyRole(roles: readonly string[], allowed: readonly Role[]): boolean {
  return allowed.some((r) => hasRole(roles, r));
}

const ADMIN_ONLY: readonly Role[] = ['Admin'];
const ADMIN_OR_MANAGER: readonly Role[] = ['Admin', 'Manager'];
const EVERY_ROLE: readonly Role[] = ROLES;

export type Permission =
  | 'readBooks'
  | 'writeBooks'
  | 'manageMasterData'
  | 'manageUsers'
  | 'editCompanyInfo'
  | 'reports'
  | 'insights'
  | 'readAudit';

/**
 * Who may do what: the one table the server's route hooks and the web's controls read. The
 * Auditor examines the books: every read (documents, master data, settings, reports, the audit
 * trail), no write anywhere. writeBooks is what every POST/PUT/DELETE needs on the server.
 */
export const PERMISSIONS: Readonly<Record<Permission, readonly Role[]>> = {
  readBooks: EVERY_ROLE,
  writeBooks: ADMIN_OR_MANAGER,
  manageMasterData: ADMIN_OR_MANAGER,
  manageUsers: ADMIN_ONLY,
  editCompanyInfo: ADMIN_ONLY,
  reports: ['Admin', 'Manager', 'Auditor'],
  insights: ADMIN_OR_MANAGER,
  readAudit: ['Admin', 'Auditor'],
};

export function can(roles: readonly string[], permission: Permission): boolean {
  return hasAnyRole(roles, PERMISSIONS[permission]);
}

/** May change anything at all (bills, payments, expenses, files, master data, settings). */
export function canWrite(roles: readonly string[]): boolean {
  return can(roles, 'writeBooks');
}

const SCREEN_ROLES: Partial<Record<Screen, readonly Role[]>> = {
  reports: PERMISSIONS.reports,
  insights: PERMISSIONS.insights,
};

/** Screens without a role list are open to any signed-in user. */
export function canAccessScreen(roles: readonly string[], screen: Screen): boolean {
  const allowed = SCREEN_ROLES[screen];
  return allowed === undefined || hasAnyRole(roles, allowed);
}

export type SettingsTabKey =
  | 'admin'
  | 'customers'
  | 'items'
  | 'taxes'
  | 'taxgroups'
  | 'mapitems'
  | 'bankaccounts'
  | 'company'
  | 'audit';

export interface SettingsTab {
  key: SettingsTabKey;
  label: string;
  roles: readonly Role[];
}

export const SETTINGS_TABS: readonly SettingsTab[] = [
  { key: 'admin', label: tk('User Management'), roles: ADMIN_ONLY },
  { key: 'customers', label: 'Customers', roles: ADMIN_OR_MANAGER },
  { key: 'items', label: 'Items', roles: ADMIN_OR_MANAGER },
  { key: 'taxes', label: 'Taxes', roles: ADMIN_OR_MANAGER },
  { key: 'taxgroups', label: tk('Tax Groups'), roles: ADMIN_OR_MANAGER },
  { key: 'mapitems', label: tk('Set Item Taxes'), roles: ADMIN_OR_MANAGER },
  { key: 'bankaccounts', label: tk('Bank Accounts'), roles: ADMIN_OR_MANAGER },
  { key: 'company', label: tk('Company Settings'), roles: ADMIN_OR_MANAGER },
  // Not in the spec's list: the audit trail (issue 13), after the spec's tabs.
  { key: 'audit', label: tk('Audit trail'), roles: PERMISSIONS.readAudit },
];

export function visibleSettingsTabs(roles: readonly string[]): SettingsTab[] {
  return SETTINGS_TABS.filter((t) => hasAnyRole(roles, t.roles));
}

export function canEditCompanyInfo(roles: readonly string[]): boolean {
  return can(roles, 'editCompanyInfo');
}

export function canManageUsers(roles: readonly string[]): boolean {
  return can(roles, 'manageUsers');
}

/** Customers, items, taxes, groups, mappings, bank accounts, company settings, Update Items. */
export function canManageMasterData(roles: readonly string[]): boolean {
  return can(roles, 'manageMasterData');
}

/**
 * Texts of spec sections 2 and 6 shown when a role may not do something. The spec lists the
 * first five verbatim; changeTaxes and updateItems complete its "Only Admin/Manager can …".
 */
export const PERMISSION_MESSAGES = {
  onlyAdminsEditCompanyInfo: tk('Only admins can edit company information.'),
  changeTaxGroup: tk('Only Admin/Manager can change tax group'),
  setTaxGroup: tk('Only Admin/Manager can set tax group'),
  changeItemTaxes: tk('Only Admin/Manager can change item taxes.'),
  moveItems: tk('Only Admin/Manager can move items'),
  changeTaxes: tk('Only Admin/Manager can change taxes.'),
  updateItems: tk('Only Admin/Manager can update item rates.'),
  noReportsAccess: tk('You do not have access to Reports. Please contact your administrator.'),
  noInsightsAccess: tk('You do not have access to Insights. Please contact your administrator.'),
  noSettings: tk('No accessible settings available for your account.'),
  noTabs: tk('No tabs'),
  // Not spec texts (issue 13): what a read-only role is told on any write, and on the trail.
  readOnly: tk('Auditors can read the books but not change them.'),
  noAuditAccess: tk('Only Admins and Auditors can read the audit trail.'),
} as const;
