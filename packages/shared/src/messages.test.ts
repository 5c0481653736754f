import { describe, expect, it } from 'vitest';
import {
  ADMIN_MESSAGES,
  AUTH_MESSAGES,
  CONFIRM_MESSAGES,
  buildErrorMessage,
  errorDetails,
  isSafeServerMessage,
  safeServerMessage,
} from './messages.ts';

describe('isSafeServerMessage', () => {
  it.each([
    'A customer with this name already exists.',
    'Please confirm your email before logging in.',
    'Traceability is off for this company.',
    'x'.repeat(160),
  ])('shows %j', (m) => {
    expect(isSafeServerMessage(m)).toBe(true);
  });

  it.each<[string, unknown]>([
    ['not a string', { title: 'x' }],
    ['undefined', undefined],
    ['empty', ''],
    ['blank', '   '],
    ['161 characters', 'x'.repeat(161)],
    ['two lines', 'Failed\nat line 2'],
    ['carriage return', 'Failed\rnow'],
    ['HTML tag', 'Bad <b>request</b>'],
    ['HTML document', '<!DOCTYPE html><html>'],
    ['http URL', 'See http://example.com for details'],
    ['https URL', 'See https://example.com'],
    ['www address', 'Visit www.example.com'],
    ['the word stack', 'Stack overflow in handler'],
    ['the word exception', 'An EXCEPTION occurred'],
    ['the word trace', 'see trace id 42'],
    ['an exception type name', 'System.NullReferenceException: Object reference not set'],
    ['a StackTrace property', 'StackTrace: at Foo()'],
  ])('refuses %s', (_name, m) => {
    expect(isSafeServerMessage(m)).toBe(false);
  });

  it('safeServerMessage falls back', () => {
    expect(safeServerMessage('  Saved  ', 'Failed to save')).toBe('Saved');
    expect(safeServerMessage('<h1>502</h1>', 'Failed to save')).toBe('Failed to save');
    expect(safeServerMessage(null, 'Failed to save')).toBe('Failed to save');
  });
});

describe('buildErrorMessage', () => {
  it('joins errors (arrays and strings), detail and title', () => {
    const body = {
      title: 'Validation failed',
      detail: 'Check the form.',
      errors: {
        name: ['Name must be between 2 and 250 characters.'],
        email: 'Enter a valid email address.',
      },
    };
    expect(buildErrorMessage(400, body)).toBe(
      'Name must be between 2 and 250 characters. Enter a valid email address. Check the form.',
    );
    expect(errorDetails(body)).toEqual([
      'Name must be between 2 and 250 characters.',
      'Enter a valid email address.',
    ]);
  });

  it('parses a JSON string body and accepts PascalCase keys', () => {
    const text = JSON.stringify({ Title: 'Conflict', Errors: { Code: ['Code taken.'] } });
    expect(buildErrorMessage(409, text)).toBe('Code taken.');
    expect(buildErrorMessage(403, { title: 'Forbidden' })).toBe('Forbidden');
    expect(errorDetails(text)).toEqual(['Code taken.']);
  });

  it('drops repeated messages', () => {
    expect(
      buildErrorMessage(401, {
        title: 'Invalid email or password.',
        detail: 'Invalid email or password.',
      }),
    ).toBe('Invalid email or password.');
  });

  it('falls back to any string values of the object', () => {
    expect(buildErrorMessage(400, { message: 'Bad input', code: 7, note: 'try again' })).toBe(
      'Bad input try again',
    );
  });

  it('falls back to the raw body text', () => {
    expect(buildErrorMessage(502, 'Bad Gateway')).toBe('Bad Gateway');
    expect(buildErrorMessage(500, '[1,2]')).toBe('[1,2]');
  });

  it('falls back to the HTTP status', () => {
    expect(buildErrorMessage(500, '')).toBe('HTTP error! status: 500');
    expect(buildErrorMessage(503, null)).toBe('HTTP error! status: 503');
    expect(buildErrorMessage(500, { code: 1 })).toBe('HTTP error! status: 500');
    expect(errorDetails('not json')).toEqual([]);
  });
});

describe('catalogue texts', () => {
  it('renders the templated texts', () => {
    expect(AUTH_MESSAGES.failedToRegister).toBe('Failed to register.');
    expect(AUTH_MESSAGES.failedToSuggestCodeStatus(500)).toBe('Failed to suggest code (500)');
    expect(ADMIN_MESSAGES.failedToUpdateRole('a@b.co')).toBe('Failed to update role for a@b.co.');
    expect(CONFIRM_MESSAGES.deleteUser('a@b.co')).toBe(
      'Delete user a@b.co? This cannot be undone.',
    );
    expect(CONFIRM_MESSAGES.cancelInvitation('a@b.co')).toBe('Cancel invitation for a@b.co?');
  });
});
