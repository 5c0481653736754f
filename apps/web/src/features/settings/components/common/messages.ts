import { displayMessage } from '../../../../api/api-error.ts';

/**
 * What a settings screen shows for a failed call (spec section 8): the server's details
 * joined by spaces, else its message, else the screen's default.
 */
export function settingsError(err: unknown, fallback: string): string {
  return displayMessage(err, fallback);
}
