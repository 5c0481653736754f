import { describe, expect, it } from 'vitest';
import {
  acceptInviteSchema,
  changeRoleSchema,
  emailSchema,
  inviteUserSchema,
  loginSchema,
  refreshTokenSchema,
  registerSchema,
  resetPasswordSchema,
} from './auth.ts';
import { errorsOf } from './test-helpers.ts';

const register = {
  companyName: 'Sharma Traders',
  companyCode: 'sharma-01',
  email: '  Owner@Example.COM ',
  password: 'secret123',
  confirmPassword: 'secret123',
};

describe('registerSchema', () => {
  it('accepts a valid registration and normalises email and GSTIN', () => {
    const r = registerSchema.parse({ ...register, gstin: ' 27aapfu0939f1zv ' });
    expect(r.email).toBe('owner@example.com');
    expect(r.gstin).toBe('27AAPFU0939F1ZV');
    expect(registerSchema.parse({ ...register, gstin: '' }).gstin).toBeUndefined();
    expect(registerSchema.parse(register).gstin).toBeUndefined();
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    [
      'short company name',
      { companyName: 'A' },
      'companyName',
      'Company name must be at least 2 characters.',
    ],
    [
      'short company code',
      { companyCode: 'a' },
      'companyCode',
      'Company code must be at least 2 characters.',
    ],
    [
      'code with a space',
      { companyCode: 'ab cd' },
      'companyCode',
      'Company code may contain only letters, digits and hyphens.',
    ],
    ['bad email', { email: 'owner@example' }, 'email', 'Enter a valid email address.'],
    [
      'short password',
      { password: 'abc123', confirmPassword: 'abc123' },
      'password',
      'Password must be at least 8 characters and contain a letter and a digit.',
    ],
    [
      'password without digit',
      { password: 'abcdefgh', confirmPassword: 'abcdefgh' },
      'password',
      'Password must be at least 8 characters and contain a letter and a digit.',
    ],
    [
      'password without letter',
      { password: '12345678', confirmPassword: '12345678' },
      'password',
      'Password must be at least 8 characters and contain a letter and a digit.',
    ],
    [
      'mismatched confirmation',
      { confirmPassword: 'secret124' },
      'confirmPassword',
      'Passwords do not match.',
    ],
    [
      'GSTIN not standard',
      { gstin: '27AAPFU0939F1AA' },
      'gstin',
      'Enter a valid 15-character GSTIN in the standard Indian format.',
    ],
    [
      'GSTIN check character wrong',
      { gstin: '27AAPFU0939F1ZA' },
      'gstin',
      'GSTIN check character is wrong (expected V).',
    ],
    [
      'GSTIN too short',
      { gstin: '27AAPFU0939' },
      'gstin',
      'Enter a valid 15-character GSTIN in the standard Indian format.',
    ],
  ])('%s', (_name, patch, path, message) => {
    expect(errorsOf(registerSchema, { ...register, ...patch })[path]).toBe(message);
  });

  it('refuses over-long input with a 400-style issue, not a crash', () => {
    expect(errorsOf(registerSchema, { ...register, companyCode: 'a'.repeat(33) })).toHaveProperty(
      'companyCode',
    );
    expect(
      errorsOf(registerSchema, { ...register, email: `${'a'.repeat(250)}@example.com` })['email'],
    ).toBe('Email must be 256 characters or fewer.');
  });
});

describe('other account schemas', () => {
  it('loginSchema needs a password', () => {
    expect(errorsOf(loginSchema, { email: 'a@b.co', password: '' })['password']).toBe(
      'Please enter your password.',
    );
    expect(loginSchema.parse({ email: 'A@B.CO', password: 'x' }).email).toBe('a@b.co');
  });

  it('emailSchema and resetPasswordSchema', () => {
    expect(emailSchema.safeParse({ email: 'nope' }).success).toBe(false);
    expect(
      resetPasswordSchema.safeParse({ email: 'a@b.co', token: 't', password: 'newpass99' }).success,
    ).toBe(true);
    expect(
      errorsOf(resetPasswordSchema, { email: 'a@b.co', token: '', password: 'newpass99' }),
    ).toHaveProperty('token');
  });

  it('refreshTokenSchema needs the refresh token', () => {
    expect(refreshTokenSchema.safeParse({ accessToken: 'a', refreshToken: 'r' }).success).toBe(
      true,
    );
    expect(refreshTokenSchema.safeParse({ accessToken: 'a' }).success).toBe(false);
  });

  it('inviteUserSchema uses the spec messages', () => {
    expect(errorsOf(inviteUserSchema, { email: 'bad', role: 'Manager' })['email']).toBe(
      'Please enter a valid email.',
    );
    expect(errorsOf(inviteUserSchema, { email: 'a@b.co', role: 'M' })['role']).toBe(
      'Please enter a valid role (min 2 chars).',
    );
    expect(changeRoleSchema.safeParse({ role: ' ' }).success).toBe(false);
  });

  it('acceptInviteSchema: missing email or token is an invalid link; passwords must match', () => {
    const ok = {
      email: 'a@b.co',
      token: 'tok',
      password: 'secret123',
      confirmPassword: 'secret123',
    };
    expect(acceptInviteSchema.safeParse(ok).success).toBe(true);
    expect(errorsOf(acceptInviteSchema, { ...ok, email: undefined })['email']).toBe(
      'Invalid invitation link.',
    );
    expect(errorsOf(acceptInviteSchema, { ...ok, token: '' })['token']).toBe(
      'Invalid invitation link.',
    );
    expect(
      errorsOf(acceptInviteSchema, { ...ok, confirmPassword: 'other' })['confirmPassword'],
    ).toBe('Passwords do not match.');
  });
});
