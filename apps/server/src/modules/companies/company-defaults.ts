// What a new company starts with: its settings, the unit 'No', the customer 'Cash', the locked
// special items, its default godown ('Main godown', a catalogue key; issue 40 part 3), and the GST slabs as taxes with a group each (GST.md section 5).
import type { Tx } from '../../db/client.ts';
import {
  companySettings,
  customers,
  godowns,
  items,
  taxGroupTaxes,
  taxGroups,
  taxes,
  units,
} from '../../db/schema.ts';
import { recordAudit } from '../../bookkeeping/audit-trail.ts';
import { MAIN_GODOWN } from '@hisaab/shared/schemas/godown';

export const SPECIAL_ITEMS = [
  { name: 'Opening Balance', specialKind: 'opening_balance' },
  { name: 'Round Off', specialKind: 'round_off' },
  { name: 'Discount', specialKind: 'discount' },
] as const;

/** GST slabs: in force from 22 September 2025, plus 12% and 28% which ended the day before. */
export const DEFAULT_GST_SLABS: { rateBp: number; effectiveTo: string | null }[] = [
  { rateBp: 0, effectiveTo: null },
  { rateBp: 25, effectiveTo: null },
  { rateBp: 300, effectiveTo: null },
  { rateBp: 500, effectiveTo: null },
  { rateBp: 1800, effectiveTo: null },
  { rateBp: 4000, effectiveTo: null },
  { rateBp: 1200, effectiveTo: '2025-09-21' },
  { rateBp: 2800, effectiveTo: '2025-09-21' },
];

export function gstSlabName(rateBp: number): string {
  return `GST ${rateBp / 100}%`;
}

export async function seedCompanyDefaults(
  tx: Tx,
  companyId: number,
  userId: number,
  now: Date,
): Promise<void> {
  await tx.insert(companySettings).values({ companyId });
  await tx.insert(godowns).values({ companyId, name: MAIN_GODOWN, isDefault: true });
  const [unit] = await tx
    .insert(units)
    .values({ companyId, name: 'No', uqc: 'NOS' })
    .returning({ id: units.id });
  const [cash] = await tx
    .insert(customers)
    .values({ companyId, name: 'Cash', isDefaultCash: true })
    .returning({ id: customers.id });
  const specials = await tx
    .insert(items)
    .values(
      SPECIAL_ITEMS.map((s) => ({
        companyId,
        name: s.name,
        unitId: unit!.id,
        specialKind: s.specialKind,
      })),
    )
    .returning({ id: items.id, name: items.name });

  const createdTaxes = await tx
    .insert(taxes)
    .values(
      DEFAULT_GST_SLABS.map((slab, index) => ({
        companyId,
        name: gstSlabName(slab.rateBp),
        taxType: 'GST',
        rateBp: slab.rateBp,
        effectiveTo: slab.effectiveTo,
        displayOrder: index,
      })),
    )
    .returning({ id: taxes.id, name: taxes.name });
  const groups = await tx
    .insert(taxGroups)
    .values(createdTaxes.map((t) => ({ companyId, name: t.name })))
    .returning({ id: taxGroups.id, name: taxGroups.name });
  await tx.insert(taxGroupTaxes).values(
    groups.map((g) => ({
      companyId,
      taxGroupId: g.id,
      taxId: createdTaxes.find((t) => t.name === g.name)!.id,
      priority: 1,
    })),
  );

  const audit = (entity: string, entityId: number, after: unknown) =>
    ({ companyId, userId, entity, entityId, action: 'create', after }) as const;
  await recordAudit(
    tx,
    [
      audit('unit', unit!.id, { name: 'No' }),
      audit('customer', cash!.id, { name: 'Cash' }),
      ...specials.map((s) => audit('item', s.id, { name: s.name })),
      ...createdTaxes.map((t) => audit('tax', t.id, { name: t.name })),
      ...groups.map((g) => audit('taxGroup', g.id, { name: g.name })),
    ],
    now,
  );
}
