import { describe, expect, it } from 'vitest';
import {
  PERMISSION_MESSAGES,
  SETTINGS_TABS,
  can,
  canAccessScreen,
  canEditCompanyInfo,
  canWrite,
  canManageMasterData,
  canManageUsers,
  hasRole,
  rolesFromClaims,
  visibleSettingsTabs,
  type Screen,
} from './permissions.ts';

const MS = 'http://schemas.microsoft.com/ws/2008/06/identity/claims/role';
const XML = 'http://schemas.xmlsoap.org/ws/2005/05/identity/claims/role';

describe('rolesFromClaims', () => {
  it.each<[string, Record<string, unknown>, string[]]>([
    ['single role string', { role: 'Manager' }, ['Manager']],
    ['roles array', { roles: ['Admin', 'Auditor'] }, ['Admin', 'Auditor']],
    ['roles as a string', { roles: 'auditor' }, ['Auditor']],
    ['canonical casing', { role: 'ADMIN' }, ['Admin']],
    ['microsoft claim URI', { [MS]: 'manager' }, ['Manager']],
    ['xmlsoap claim URI array', { [XML]: ['Auditor', 'manager'] }, ['Auditor', 'Manager']],
    ['isAdmin true', { isAdmin: true }, ['Admin']],
    ["isAdmin 'true'", { isAdmin: 'true' }, ['Admin']],
    ["admin 'TRUE'", { admin: 'TRUE' }, ['Admin']],
    ['admin false is not a role', { admin: false, isAdmin: 'false' }, []],
    ['de-duplicated across claims', { role: 'admin', roles: ['Admin'], isAdmin: true }, ['Admin']],
    ['unknown roles kept as given', { roles: ['Clerk', 'clerk', 'Manager'] }, ['Clerk', 'Manager']],
    ['non-strings and blanks ignored', { roles: [1, null, ' ', 'Auditor'] }, ['Auditor']],
    ['no claims', { sub: '1', email: 'a@b.co' }, []],
  ])('%s', (_name, claims, expected) => {
    expect(rolesFromClaims(claims)).toEqual(expected);
  });
});

describe('screen access', () => {
  const open: Screen[] = ['dashboard', 'expense', 'settings', 'projects', 'maintenance', 'invoice'];

  it('reports is for Admin, Manager and Auditor only', () => {
    expect(canAccessScreen(['Admin'], 'reports')).toBe(true);
    expect(canAccessScreen(['manager'], 'reports')).toBe(true);
    expect(canAccessScreen(['Auditor'], 'reports')).toBe(true);
    expect(canAccessScreen(['Clerk'], 'reports')).toBe(false);
    expect(canAccessScreen([], 'reports')).toBe(false);
  });

  it('insights is for Admin and Manager only', () => {
    expect(canAccessScreen(['Admin'], 'insights')).toBe(true);
    expect(canAccessScreen(['Manager'], 'insights')).toBe(true);
    expect(canAccessScreen(['Auditor'], 'insights')).toBe(false);
  });

  it.each(open)('%s is open to any signed-in user', (screen) => {
    expect(canAccessScreen([], screen)).toBe(true);
  });
});

describe('settings tabs', () => {
  it('are ordered with the spec labels', () => {
    expect(SETTINGS_TABS.map((t) => t.key)).toEqual([
      'admin',
      'customers',
      'items',
      'taxes',
      'taxgroups',
      'mapitems',
      'bankaccounts',
      'company',
      'audit',
    ]);
    const labels = Object.fromEntries(SETTINGS_TABS.map((t) => [t.key, t.label]));
    expect(labels['admin']).toBe('User Management');
    expect(labels['mapitems']).toBe('Set Item Taxes');
    expect(labels['bankaccounts']).toBe('Bank Accounts');
    expect(labels['company']).toBe('Company Settings');
    expect(labels['audit']).toBe('Audit trail');
  });

  it('Admin sees all, Manager all but User Management and the audit trail, Auditor the trail', () => {
    expect(visibleSettingsTabs(['Admin'])).toHaveLength(9);
    const manager = visibleSettingsTabs(['Manager']).map((t) => t.key);
    expect(manager).toHaveLength(7);
    expect(manager).not.toContain('admin');
    expect(manager).not.toContain('audit');
    expect(visibleSettingsTabs(['Auditor']).map((t) => t.key)).toEqual(['audit']);
    expect(visibleSettingsTabs(['Clerk'])).toEqual([]);
  });

  it('lets Admin and Manager write, the Auditor only read', () => {
    expect(canWrite(['Admin'])).toBe(true);
    expect(canWrite(['manager'])).toBe(true);
    expect(canWrite(['Auditor'])).toBe(false);
    expect(canWrite(['Auditor', 'Manager'])).toBe(true);
    expect(canWrite([])).toBe(false);
    expect(can(['Auditor'], 'readBooks')).toBe(true);
    expect(can(['Auditor'], 'readAudit')).toBe(true);
    expect(can(['Manager'], 'readAudit')).toBe(false);
    expect(can(['Auditor'], 'manageMasterData')).toBe(false);
  });

  it('company info is editable by Admin only; master data by Admin or Manager', () => {
    expect(canEditCompanyInfo(['Manager'])).toBe(false);
    expect(canEditCompanyInfo(['admin'])).toBe(true);
    expect(canManageUsers(['Manager'])).toBe(false);
    expect(canManageUsers(['Admin'])).toBe(true);
    expect(canManageMasterData(['Manager'])).toBe(true);
    expect(canManageMasterData(['Auditor'])).toBe(false);
    expect(hasRole(['Auditor', 'Manager'], 'manager')).toBe(true);
  });

  it('exports the spec permission texts', () => {
    expect(PERMISSION_MESSAGES.onlyAdminsEditCompanyInfo).toBe(
      'Only admins can edit company information.',
    );
    expect(PERMISSION_MESSAGES.changeTaxGroup).toBe('Only Admin/Manager can change tax group');
    expect(PERMISSION_MESSAGES.setTaxGroup).toBe('Only Admin/Manager can set tax group');
    expect(PERMISSION_MESSAGES.changeItemTaxes).toBe('Only Admin/Manager can change item taxes.');
    expect(PERMISSION_MESSAGES.moveItems).toBe('Only Admin/Manager can move items');
  });
});
