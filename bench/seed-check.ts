// Do the seeded rows look like the app's? Saves a few bills through POST /api/transactions (a
// cash sale with a round-off line before the September 2025 rate change, an inter-state B2B
// credit sale after it with items whose rate changed, a purchase paid by bank), then runs the seeder's own tax formula and
// journal query over those bills and compares them with what the app stored. Any difference
// means the seeded year is not what the app would have written.
import type { BenchApp } from './bench-support.ts';
import { rows } from './bench-support.ts';
import { SELLER_STATE, RATE_CHANGE_END, type Masters } from './seed-masters.ts';
import { journalSelect, lineTaxSql } from './seed-year.ts';

interface BenchItem {
  item_id: number;
  unit_id: number;
  rate_paise: number;
  name: string;
}

export async function checkSeedAgainstApp(bench: BenchApp, m: Masters): Promise<string[]> {
  const { db, app } = bench;
  const item = async (name: string) =>
    (await rows<BenchItem>(db, `select * from bench_items where name = '${name}'`))[0]!;
  const [snack, veg, soap, diesel, gold, diamond, cola] = await Promise.all(
    [
      'Snack 3',
      'Vegetable 2',
      'Soap 7',
      'Diesel 1',
      'Gold ring 2',
      'Rough diamond 1',
      'Cola 4',
    ].map(item),
  );
  const [b2b] = await rows<{ customer_id: number }>(
    db,
    `select customer_id from bench_parties where kind = 'cust' and idx = 0`,
  );
  const [vendor] = await rows<{ customer_id: number }>(
    db,
    `select customer_id from bench_parties where kind = 'vendor' and idx = 0`,
  );
  const line = (i: BenchItem, quantity: number) => ({
    itemId: i.item_id,
    unitId: i.unit_id,
    quantity,
    rate: i.rate_paise / 100,
  });
  const bills = [
    {
      customerId: m.cashCustomerId,
      transactionDate: '2025-06-14',
      // Only items whose rate did not change on 22 Sept 2025: the app bills an item at its
      // group of today, while the seeded history billed snacks at 12% before that day.
      lineItems: [
        line(veg!, 1.5),
        line(soap!, 2),
        line(diesel!, 2.5),
        line(gold!, 1),
        { itemId: m.roundOffItemId, unitId: snack!.unit_id, quantity: -1, rate: 0.37 },
      ],
      payments: [{ amount: 1, isBankTransaction: false, isPaymentMade: false }],
    },
    {
      customerId: b2b!.customer_id,
      transactionDate: '2025-12-13',
      lineItems: [line(gold!, 1), line(diamond!, 1), line(snack!, 6), line(cola!, 2)],
    },
    {
      customerId: vendor!.customer_id,
      transactionDate: '2025-12-13',
      isPurchase: true,
      remark: 'NEFT',
      lineItems: [line(soap!, 20), line(snack!, 10)],
      payments: [
        {
          amount: 500,
          isBankTransaction: true,
          bankAccountId: m.bankAccountIds[0],
          isPaymentMade: true,
        },
      ],
    },
  ];
  const ids: number[] = [];
  for (const payload of bills) {
    const res = await app.inject({
      method: 'POST',
      url: '/api/transactions',
      headers: await bench.auth(),
      payload,
    });
    if (res.statusCode !== 201) throw new Error(`save failed: ${res.statusCode} ${res.body}`);
    ids.push((res.json() as { id: number }).id);
  }
  const c = m.companyId;
  const these = `t.company_id = ${c} and t.id in (${ids.join(', ')})`;
  const problems: string[] = [];
  const rate = (col: string) =>
    `case when t.transaction_date > '${RATE_CHANGE_END}' then b.${col}_after else b.${col}_before end`;
  const inter = `t.place_of_supply <> '${SELLER_STATE}'`;

  const badLines = await rows<{ id: number; item_name: string; tax_paise: number; seeded: number }>(
    db,
    `select l.id, l.item_name, l.tax_paise, ${lineTaxSql('l.amount_paise', rate('rate'), inter)} as seeded
     from transactions t join transaction_lines l on l.company_id = t.company_id and l.transaction_id = t.id
     join bench_items b on b.item_id = l.item_id
     where ${these} and l.special_kind is null
       and (l.tax_paise <> ${lineTaxSql('l.amount_paise', rate('rate'), inter)}
         or l.taxable_paise <> l.amount_paise - l.tax_paise
         or l.hsn_sac_code is distinct from b.hsn)`,
  );
  for (const l of badLines)
    problems.push(`line ${l.item_name}: app tax ${l.tax_paise}, seeder ${l.seeded}`);

  // The tax rows the seeder writes for these lines, against the app's (as multisets).
  const seededTaxes = `select l.id as line_id, tx.id as tax_id, comp.c as component, tx.rate_bp as tax_rate_bp,
      case when comp.c = 'IGST' then l.tax_paise else l.tax_paise / 2 end as amount_paise
    from transactions t join transaction_lines l on l.company_id = t.company_id and l.transaction_id = t.id
    join bench_items b on b.item_id = l.item_id
    join taxes tx on tx.company_id = ${c} and tx.id = ${rate('tax')}
    cross join (values ('CGST'), ('SGST'), ('IGST')) comp(c)
    where ${these} and l.special_kind is null and (comp.c = 'IGST') = (${inter})`;
  const appTaxes = `select x.line_id, x.tax_id, x.component, x.tax_rate_bp, x.amount_paise
    from transaction_line_taxes x join transactions t on t.company_id = x.company_id and t.id = x.transaction_id
    where ${these}`;
  const taxDiff = await rows(
    db,
    `(${seededTaxes} except all ${appTaxes}) union all (${appTaxes} except all ${seededTaxes})`,
  );
  if (taxDiff.length > 0) problems.push(`tax rows differ: ${JSON.stringify(taxDiff)}`);

  const appJournal = `select company_id, source_kind, source_id, entry_date, account, party_id,
      bank_account_id, tax_id, component, amount_paise
    from journal_lines where company_id = ${c} and source_kind = 'transaction'
      and source_id in (${ids.join(', ')})`;
  const seededJournal = journalSelect(c, these);
  const journalDiff = await rows(
    db,
    `(${seededJournal} except all ${appJournal}) union all (${appJournal} except all ${seededJournal})`,
  );
  if (journalDiff.length > 0) problems.push(`journal differs: ${JSON.stringify(journalDiff)}`);

  // Headers: totals are sums of the lines, paid the sum of the payments.
  const badHeaders = await rows(
    db,
    `select t.id from transactions t
     cross join lateral (select sum(amount_paise) as a, sum(taxable_paise) as tb, sum(tax_paise) as tx
       from transaction_lines l where l.company_id = t.company_id and l.transaction_id = t.id) l
     cross join lateral (select coalesce(sum(amount_paise), 0) as paid
       from payments p where p.company_id = t.company_id and p.transaction_id = t.id) p
     join customers cu on cu.company_id = t.company_id and cu.id = t.customer_id
     where ${these} and (t.amount_paise <> l.a or t.taxable_paise <> l.tb or t.tax_paise <> l.tx
       or t.paid_paise <> p.paid or t.place_of_supply <> coalesce(cu.state_code, '${SELLER_STATE}'))`,
  );
  if (badHeaders.length > 0) problems.push(`headers differ: ${JSON.stringify(badHeaders)}`);
  return problems;
}
