// The optional state of an unregistered customer (or company): a place-of-supply state code
// (GST.md sections 3 and 4). With a GSTIN, the state comes from the GSTIN instead.
import { z } from 'zod';
import { PLACE_OF_SUPPLY_STATES, stateByCode } from '../states.ts';
import { tk } from '../i18n/messages.ts';
import { issueOf } from './zod-messages.ts';

export const STATE_CODE_MESSAGE = tk('Select a valid state.');

/** '7', '07' or 7 → '07'; blank or absent → null; an unknown or retired code is refused. */
export const optionalStateCode = z
  .union([z.string(), z.number()], { error: STATE_CODE_MESSAGE })
  .nullish()
  .transform((v, ctx) => {
    const raw = v === null || v === undefined ? '' : String(v).trim();
    if (raw === '') return null;
    const state = /^\d{1,2}$/.test(raw) ? stateByCode(raw) : undefined;
    if (!state || !PLACE_OF_SUPPLY_STATES.includes(state)) {
      ctx.addIssue(issueOf(STATE_CODE_MESSAGE));
      return z.NEVER;
    }
    return state.code;
  });
