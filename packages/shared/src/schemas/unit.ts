// Units of measure and the sync payload that creates one from an autocomplete (spec section 3
// Sync payload: entityType, name plus extras).
import { z } from 'zod';
import { requiredText } from './common.ts';

export const UNIT_LIMITS = { name: 32 } as const;

export const UNIT_MESSAGES = {
  name: 'Please enter unit name.',
  nameLength: `Unit name must be ${UNIT_LIMITS.name} characters or fewer.`,
  nameTaken: 'A unit with this name already exists.',
  unsupportedEntity: 'Unsupported entity type.',
} as const;

const unitName = requiredText(UNIT_LIMITS.name, UNIT_MESSAGES.name, UNIT_MESSAGES.nameLength);

export const unitSchema = z.object({ name: unitName });
export type UnitInput = z.input<typeof unitSchema>;

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
