// Units of measure and the sync payload that creates one from an autocomplete (spec section 3
// Sync payload: entityType, name plus extras).
import { z } from 'zod';
import { isUqcCode } from '../gst/uqc.ts';
import { requiredText } from './common.ts';
import { msg, tk } from '../i18n/messages.ts';

export const UNIT_LIMITS = { name: 32 } as const;

export const UNIT_MESSAGES = {
  name: tk('Please enter unit name.'),
  nameLength: msg('Unit name must be {{max}} characters or fewer.', { max: UNIT_LIMITS.name }),
  nameTaken: tk('A unit with this name already exists.'),
  unsupportedEntity: tk('Unsupported entity type.'),
  uqc: tk('Choose a GST unit code (UQC) from the list.'),
  notFound: tk('Unit not found.'),
} as const;

const unitName = requiredText(UNIT_LIMITS.name, UNIT_MESSAGES.name, UNIT_MESSAGES.nameLength);

export const unitSchema = z.object({ name: unitName });
export type UnitInput = z.input<typeof unitSchema>;

/**
 * PUT /units/{id}: the unit's GST unit quantity code (GSTR-1 HSN table), a code of UQC_CODES in
 * any letter case, or null (blank) for none.
 */
export const unitUqcSchema = z.object({
  uqc: z.preprocess(
    (v) => (typeof v === 'string' ? (v.trim() === '' ? null : v.trim().toUpperCase()) : v),
    z.string({ error: UNIT_MESSAGES.uqc }).refine(isUqcCode, UNIT_MESSAGES.uqc).nullable(),
  ),
});
export type UnitUqcInput = z.input<typeof unitUqcSchema>;

/** Entity types POST /sync can create; only units so far. */
export const SYNC_ENTITY_TYPES = ['unit'] as const;

export const syncSchema = z.object({
  entityType: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim().toLowerCase() : v),
    z.enum(SYNC_ENTITY_TYPES, { error: UNIT_MESSAGES.unsupportedEntity }),
  ),
  name: unitName,
  extras: z.unknown().optional(),
});
export type SyncInput = z.input<typeof syncSchema>;
