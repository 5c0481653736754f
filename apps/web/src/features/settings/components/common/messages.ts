import { displayMessage } from '../../../../api/api-error.ts';
import { i18n, messageText } from '../../../../i18n/i18n.ts';
import type { Text } from '@hisaab/shared/i18n/messages';

/**
 * What a settings screen shows for a failed call (spec section 8): the server's details
 * joined by spaces, else its message, else the screen's default.
 */
export function settingsError(err: unknown, fallback: string): string {
  return displayMessage(err, i18n.t(fallback));
}

/** A form field's message (the shared schemas' English) in the screen's language. */
export function fieldError(message: Text | undefined): string | undefined {
  return message === undefined ? undefined : messageText(message);
}
