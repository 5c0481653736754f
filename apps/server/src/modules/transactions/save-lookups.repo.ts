// What a bill's save reads before it writes, in one statement (saveLookups), and the items of
// a bill with their group's taxes (itemsForBilling, also the rate lookups'). Company first.
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { GroupTax, TaxType } from '@hisaab/shared/gst/tax-engine';
import type { GstRegistration, GstScheme } from '@hisaab/shared/gst/registration';
import type { Lut } from '@hisaab/shared/gst/supply';
import type { DbOrTx } from '../../db/client.ts';
import { executeKept, rowOf, type KeptStatement } from '../../db/insert-rows.ts';
import { companies, companySettings, customers, items } from '../../db/schema.ts';
import { listGroupTaxes } from '../taxes/index.ts';
import type { CompanySubscription } from '../plans/index.ts';
import { SERIES_COLUMNS, type DocumentSeries } from './numbering.repo.ts';
import type { CustomerRow } from './transactions.repo.ts';

export interface ItemForBilling {
  id: number;
  name: string;
  specialKind: string | null;
  unitId: number;
  ratePaise: number;
  buyRatePaise: number;
  taxGroupId: number | null;
  hsnSacCode: string | null;
  /** A service notified under reverse charge (items.reverse_charge): its purchase is RCM. */
  reverseCharge?: boolean;
  /** Stock kept per batch (issue 40 part 2): a purchase names the batch, a sale takes one. */
  trackedByBatch?: boolean;
  taxes: GroupTax[];
}

/** Items by id or by name (case-insensitive), each with its group's taxes in priority order. */
export async function itemsForBilling(
  db: DbOrTx,
  companyId: number,
  ids: number[],
  names: string[],
): Promise<ItemForBilling[]> {
  if (ids.length === 0 && names.length === 0) return [];
  const conditions = [];
  if (ids.length > 0) conditions.push(inArray(items.id, ids));
  if (names.length > 0)
    conditions.push(
      inArray(
        sql`lower(${items.name})`,
        names.map((n) => n.toLowerCase()),
      ),
    );
  const rows = await db
    .select()
    .from(items)
    .where(and(eq(items.companyId, companyId), sql`(${sql.join(conditions, sql` or `)})`));
  const groupIds = [
    ...new Set(rows.map((r) => r.taxGroupId).filter((g): g is number => g !== null)),
  ];
  const groupTaxes = await listGroupTaxes(db, companyId, groupIds);
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    specialKind: r.specialKind,
    unitId: r.unitId,
    ratePaise: r.ratePaise,
    buyRatePaise: r.buyRatePaise,
    taxGroupId: r.taxGroupId,
    hsnSacCode: r.hsnSacCode,
    trackedByBatch: r.trackedByBatch,
    taxes: groupTaxes
      .filter((g) => g.taxGroupId === r.taxGroupId)
      .map((g): GroupTax => ({
        taxId: g.taxId,
        name: g.name,
        taxType: g.taxType as TaxType,
        rateBp: g.rateBp,
        isCompound: g.isCompound,
        priority: g.priority,
        effectiveFrom: g.effectiveFrom,
        effectiveTo: g.effectiveTo,
      })),
  }));
}

/** What a bill's save reads before it writes: see saveLookups. */
export interface SaveLookups {
  subscription: CompanySubscription;
  stateCode: string | null;
  /** Whether its sales carry tax and its purchases' tax is input tax credit. */
  registration: GstRegistration;
  customer: CustomerRow | null;
  projectExists: boolean;
  items: ItemForBilling[];
  units: { id: number; name: string }[];
  bankAccountIds: number[];
  /** Each series' number format (null without a settings row). */
  numberFormats: Record<DocumentSeries, string> | null;
  /** The company's letter of undertaking for exports and SEZ supplies without IGST. */
  lut: Lut;
}

/**
 * Everything a bill's save reads before it writes, in one statement (a round trip each was
 * most of a save's time): the company's subscription and state, the customer (by id, or by
 * name when the id is null), whether the project exists, the items of the lines by id or name
 * (each with its group's taxes in priority order, as itemsForBilling), every unit and every
 * bank account id. Null when the company does not exist. Every company table is filtered by
 * $1 itself, not through the company's row: on Citus that sends the statement to the company's
 * node alone (a correlation through the reference table `companies` is a "complex join").
 */
const SAVE_LOOKUP_ITEMS = `(select coalesce(json_agg(json_build_object(
    'id', i.id, 'name', i.name, 'specialKind', i.special_kind, 'unitId', i.unit_id,
    'ratePaise', i.rate_paise, 'buyRatePaise', i.buy_rate_paise,
    'taxGroupId', i.tax_group_id, 'hsnSacCode', i.hsn_sac_code,
    'reverseCharge', i.reverse_charge, 'trackedByBatch', i.tracked_by_batch,
    'taxes', (select coalesce(json_agg(json_build_object(
        'taxId', t.id, 'name', t.name, 'taxType', t.tax_type, 'rateBp', t.rate_bp,
        'isCompound', t.is_compound, 'priority', g.priority,
        'effectiveFrom', t.effective_from, 'effectiveTo', t.effective_to)
        order by g.priority, g.tax_id), '[]')
      from tax_group_taxes g
      join taxes t on t.company_id = g.company_id and t.id = g.tax_id
      where g.company_id = $1 and g.tax_group_id = i.tax_group_id))), '[]')
  from items i where i.company_id = $1 and (MATCH))`;

/**
 * The lookup statement's text for one shape (customer by id or by name; items by ids, names,
 * both or none; a project or none), built once and prepared by name, with its parameters in
 * order: $1 the company, then the customer, the project, the item ids and the item names as
 * the shape has them.
 */
function saveLookupStatement(shape: {
  customerById: boolean;
  project: boolean;
  itemIds: boolean;
  itemNames: boolean;
}) {
  const key = `${+shape.customerById}${+shape.project}${+shape.itemIds}${+shape.itemNames}`;
  let statement = saveLookupStatements.get(key);
  if (statement) return statement;
  const params = ['$1'];
  const param = () => {
    params.push(`$${params.length + 1}`);
    return params.at(-1)!;
  };
  const customer = shape.customerById ? `c.id = ${param()}` : `lower(c.name) = lower(${param()})`;
  const project = shape.project
    ? `exists (select 1 from projects p where p.company_id = $1 and p.id = ${param()})`
    : 'false';
  const match = [
    ...(shape.itemIds ? [`i.id = any(${param()}::integer[])`] : []),
    ...(shape.itemNames ? [`lower(i.name) = any(${param()}::text[])`] : []),
  ];
  statement = {
    name: `hisaab_save_lookups_${key}`,
    text: `select row_to_json(co) as company, row_to_json(c) as customer,
        ${project} as project_exists,
        ${match.length === 0 ? `'[]'::json` : SAVE_LOOKUP_ITEMS.replace('MATCH', match.join(' or '))} as items,
        (select coalesce(json_agg(json_build_object('id', u.id, 'name', u.name)), '[]')
          from units u where u.company_id = $1) as units,
        (select coalesce(json_agg(b.id), '[]')
          from bank_accounts b where b.company_id = $1) as bank_account_ids,
        (select json_build_object(${Object.entries(SERIES_COLUMNS)
          .map(([series, c]) => `'${series}', s.${companySettings[c.format].name}`)
          .join(', ')})
          from company_settings s where s.company_id = $1) as number_formats,
        (select s.gst_scheme from company_settings s where s.company_id = $1) as gst_scheme,
        (select json_build_object('reference', s.lut_reference, 'validFrom', s.lut_valid_from,
            'validTo', s.lut_valid_to)
          from company_settings s where s.company_id = $1) as lut
      from companies co
      left join customers c on c.company_id = $1 and ${customer}
      where co.id = $1`,
  };
  saveLookupStatements.set(key, statement);
  return statement;
}
const saveLookupStatements = new Map<string, KeptStatement>();

export async function saveLookups(
  db: DbOrTx,
  companyId: number,
  want: {
    customerId: number | null;
    customerName: string | null;
    projectId: number | null;
    itemIds: number[];
    itemNames: string[];
  },
): Promise<SaveLookups | null> {
  const shape = {
    customerById: want.customerId !== null,
    project: want.projectId !== null,
    itemIds: want.itemIds.length > 0,
    itemNames: want.itemNames.length > 0,
  };
  const params: unknown[] = [companyId, want.customerId ?? want.customerName];
  if (shape.project) params.push(want.projectId);
  if (shape.itemIds) params.push(want.itemIds);
  if (shape.itemNames) params.push(want.itemNames.map((n) => n.toLowerCase()));
  const [row] = (await executeKept(db, saveLookupStatement(shape), params)).rows as {
    company: Record<string, unknown>;
    customer: Record<string, unknown> | null;
    project_exists: boolean;
    items: ItemForBilling[];
    units: { id: number; name: string }[];
    bank_account_ids: number[];
    number_formats: Record<DocumentSeries, string> | null;
    gst_scheme: GstScheme | null;
    lut: Lut | null;
  }[];
  if (!row) return null;
  const company = rowOf(companies, row.company);
  return {
    subscription: {
      id: company.id,
      code: company.code,
      name: company.name,
      plan: company.plan,
      trialEndsOn: company.trialEndsOn,
      planStartsOn: company.planStartsOn,
      planEndsOn: company.planEndsOn,
      extraInvoiceBlocks: company.extraInvoiceBlocks,
      extraSeats: company.extraSeats,
    } as CompanySubscription,
    stateCode: company.stateCode,
    registration: { gstin: company.gstin, gstScheme: row.gst_scheme ?? 'regular' },
    customer: row.customer ? rowOf(customers, row.customer) : null,
    projectExists: row.project_exists,
    items: row.items,
    units: row.units,
    bankAccountIds: row.bank_account_ids,
    numberFormats: row.number_formats,
    lut: row.lut ?? NO_LUT,
  };
}

const NO_LUT: Lut = { reference: null, validFrom: null, validTo: null };
