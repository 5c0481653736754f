// Issue 36: what every file and return says of a bill shipped elsewhere, an export with and
// without IGST, an SEZ supply with and without it and a deemed export. GSTR-1 (exp, b2b
// inv_typ SEWP/SEWOP/DE, cdnr/cdnur of their notes, HSN), GSTR-3B 3.1(b), the e-invoice
// (SupTyp, URP buyer, ExpDtls, ShipDtls, DispDtls: golden files), the e-way bill (transType,
// ship-to and dispatch-from states, 99 for exports and SEZ) and the print (legend, ship-to,
// shipping bill, LUT). A Telangana (36) furniture maker, bills of 20-11-2025.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyProfile } from '../src/modules/companies/company-profile.ts';
import { buildPrintableDocument } from '../src/modules/files/invoice-print-data.ts';
import { renderInvoicePdf } from '../src/modules/files/invoice-pdf.ts';
import type { TransactionView } from '../src/modules/transactions/transaction-view.ts';
import { BUYER, SEZ_GSTIN, createSuppliesWorld } from './supplies-files-world.ts';

let w: Awaited<ReturnType<typeof createSuppliesWorld>>;
let bills: typeof w.bills;
let notes: typeof w.notes;
const GOLDEN = path.join(import.meta.dirname, 'golden');
function golden(name: string, actual: unknown) {
  const file = path.join(GOLDEN, name);
  if (process.env['UPDATE_GOLDEN']) writeFileSync(file, `${JSON.stringify(actual, null, 2)}\n`);
  expect(actual).toEqual(JSON.parse(readFileSync(file, 'utf8')));
}

beforeAll(async () => {
  w = await createSuppliesWorld();
  ({ bills, notes } = w);
}, 240_000);
afterAll(async () => {
  await w?.t.close();
});

const get = (url: string) => w.send('GET', url);

describe('GSTR-1', () => {
  let json: Record<string, unknown>;
  beforeAll(async () => {
    const res = await get('/api/reports/gst/gstr1/json?year=2025&month=11');
    expect(res.statusCode, res.body).toBe(200);
    json = res.json();
  });

  it('puts exports in exp by exp_typ with the shipping bill, never in b2cl or b2cs', () => {
    expect(json['b2cl']).toBeUndefined();
    expect(json['b2cs']).toBeUndefined();
    expect(json['exp']).toEqual([
      {
        exp_typ: 'WOPAY',
        inv: [
          {
            inum: bills['exportLut']!.number,
            idt: '20-11-2025',
            val: 2360,
            sbpcode: 'INNSA1',
            sbnum: '1234567',
            sbdt: '21-11-2025',
            itms: [{ txval: 2360, rt: 18, iamt: 0, csamt: 0 }],
          },
        ],
      },
      {
        exp_typ: 'WPAY',
        inv: [
          {
            inum: bills['exportTax']!.number,
            idt: '20-11-2025',
            val: 2360,
            itms: [{ txval: 2000, rt: 18, iamt: 360, csamt: 0 }],
          },
        ],
      },
    ]);
  });

  it('puts SEZ supplies and deemed exports in b2b with SEWP, SEWOP and DE, and the ship-to place as pos', () => {
    const b2b = json['b2b'] as { ctin: string; inv: Record<string, unknown>[] }[];
    const byNumber = new Map(
      b2b.flatMap((c) => c.inv.map((i) => [i['inum'], { ...i, ctin: c.ctin }])),
    );
    expect(byNumber.get(bills['sezTax']!.number)).toMatchObject({
      ctin: SEZ_GSTIN,
      pos: '36',
      inv_typ: 'SEWP',
      itms: [{ num: 1801, itm_det: { txval: 2000, rt: 18, iamt: 360, csamt: 0 } }],
    });
    expect(byNumber.get(bills['sezLut']!.number)).toMatchObject({
      inv_typ: 'SEWOP',
      val: 2360,
      itms: [{ num: 1801, itm_det: { txval: 2360, rt: 18, iamt: 0, csamt: 0 } }],
    });
    expect(byNumber.get(bills['deemed']!.number)).toMatchObject({
      ctin: BUYER,
      pos: '36',
      inv_typ: 'DE',
      itms: [{ itm_det: { txval: 2000, rt: 18, camt: 180, samt: 180, csamt: 0 } }],
    });
    expect(byNumber.get(bills['shipTo']!.number)).toMatchObject({
      pos: '02',
      inv_typ: 'R',
      itms: [{ itm_det: { txval: 2000, rt: 18, iamt: 360, csamt: 0 } }],
    });
  });

  it('reports an export’s credit note in cdnur as EXPWOP without pos, an SEZ one in cdnr as SEWP', () => {
    expect(json['cdnur']).toEqual([
      {
        typ: 'EXPWOP',
        ntty: 'C',
        nt_num: notes['exportLut']!.number,
        nt_dt: '25-11-2025',
        val: 1180,
        itms: [{ num: 1801, itm_det: { txval: 1180, rt: 18, iamt: 0, csamt: 0 } }],
      },
    ]);
    const cdnr = json['cdnr'] as { ctin: string; nt: Record<string, unknown>[] }[];
    expect(cdnr).toEqual([
      {
        ctin: SEZ_GSTIN,
        nt: [
          expect.objectContaining({
            nt_num: notes['sezTax']!.number,
            pos: '36',
            inv_typ: 'SEWP',
            itms: [{ num: 1801, itm_det: { txval: 1000, rt: 18, iamt: 180, csamt: 0 } }],
          }),
        ],
      },
    ]);
  });

  it('keeps them all in the HSN summary (net of the notes)', () => {
    const hsn = json['hsn'] as Record<string, Record<string, unknown>[]>;
    const rows = [...(hsn['hsn_b2b'] ?? []), ...(hsn['hsn_b2c'] ?? [])];
    const txval = rows.reduce((s, r) => s + Number(r['txval']), 0);
    // 2360 + 2000 + 2000 + 2360 + 2000 + 2000, less 1180 and 1000 returned.
    expect(txval).toBe(10540);
    const iamt = rows.reduce((s, r) => s + Number(r['iamt']), 0);
    expect(iamt).toBe(360 + 360 + 360 - 180);
  });

  it('passes its own checks: no errors for exports, SEZ or ship-to', async () => {
    const res = await get('/api/reports/gst/gstr1?startDate=2025-11-01&endDate=2025-11-30');
    expect(res.statusCode, res.body).toBe(200);
    const checks = (res.json().datasets as { name: string; rows: { severity: string }[] }[]).find(
      (d) => d.name === 'checks',
    )!;
    expect(checks.rows.filter((r) => r.severity === 'error')).toEqual([]);
  });
});

describe('GSTR-3B', () => {
  it('reports exports and SEZ supplies in 3.1(b) with their IGST, apart from 3.1(a) and 3.2', async () => {
    const res = await get('/api/reports/gst/gstr3b/json?year=2025&month=11');
    expect(res.statusCode, res.body).toBe(200);
    const { sup_details: sup, inter_sup: inter } = res.json();
    // Zero-rated: 2360 + 2000 + 2000 + 2360 less the notes 1180 and 1000; IGST 360 + 360 - 180.
    expect(sup.osup_zero).toEqual({ txval: 6540, iamt: 540, csamt: 0 });
    // The deemed export (CGST+SGST 180 each) and the Himachal bill (IGST 360).
    expect(sup.osup_det).toEqual({ txval: 4000, iamt: 360, camt: 180, samt: 180, csamt: 0 });
    expect(inter.unreg_details).toEqual([]);
  });
});

describe('the e-invoice', () => {
  const irp = async (key: string) => {
    const res = await get(`/api/einvoice/transactions/${bills[key]!.id}/json`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it('sends an export under LUT as EXPWOP to URP in 96 with ExpDtls and the port as ShipDtls', async () => {
    const json = await irp('exportLut');
    expect(json.TranDtls).toEqual({ TaxSch: 'GST', SupTyp: 'EXPWOP', RegRev: 'N' });
    expect(json.BuyerDtls).toMatchObject({ Gstin: 'URP', Stcd: '96', Pos: '96', Pin: 999999 });
    expect(json.ExpDtls).toEqual({
      ShipBNo: '1234567',
      ShipBDt: '21/11/2025',
      Port: 'INNSA1',
      ForCur: 'USD',
      CntCode: 'AE',
    });
    golden('einvoice-export-lut.json', json);
  });

  it('sends an SEZ supply in the seller’s state as SEZWP with IGST', async () => {
    const json = await irp('sezTax');
    expect(json.TranDtls.SupTyp).toBe('SEZWP');
    expect(json.ValDtls).toMatchObject({ IgstVal: 360, CgstVal: 0, SgstVal: 0 });
    golden('einvoice-sez-with-tax.json', json);
  });

  it('names the other kinds: SEZWOP, EXPWP and DEXP', async () => {
    expect((await irp('sezLut')).TranDtls.SupTyp).toBe('SEZWOP');
    expect((await irp('exportTax')).TranDtls.SupTyp).toBe('EXPWP');
    expect((await irp('deemed')).TranDtls.SupTyp).toBe('DEXP');
  });

  it('carries the ship-to place as ShipDtls, the warehouse as DispDtls and Pos 02', async () => {
    const json = await irp('shipTo');
    expect(json.BuyerDtls).toMatchObject({ Gstin: BUYER, Stcd: '36', Pos: '02' });
    expect(json.ShipDtls).toEqual({
      Gstin: 'URP',
      LglNm: 'Hyd Interiors Shimla site',
      Addr1: 'Mall Road',
      Loc: 'Shimla',
      Pin: 171001,
      Stcd: '02',
    });
    expect(json.DispDtls).toEqual({
      Nm: 'Deccan Furniture Medchal',
      Addr1: 'Survey 12, Medchal',
      Loc: 'Medchal',
      Pin: 501401,
      Stcd: '36',
    });
    golden('einvoice-ship-to.json', json);
  });
});

describe('the e-way bill', () => {
  const ewb = async (key: string) => {
    const id = bills[key]!.id;
    const put = await w.send('PUT', `/api/ewaybill/transactions/${id}`, {
      transMode: '1',
      vehicleNo: 'TS09AB1234',
      vehicleType: 'R',
      distanceKm: 700,
    });
    expect(put.statusCode, put.body).toBe(200);
    const res = await get(`/api/ewaybill/transactions/${id}/json`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().billLists[0];
  };

  it('sends an export to URP in state 99, the goods going to the port’s state and PIN', async () => {
    expect(await ewb('exportTax')).toMatchObject({
      subSupplyType: 3,
      docType: 'INV',
      transType: 2,
      toGstin: 'URP',
      toStateCode: 99,
      actualToStateCode: 27,
      toPlace: 'Navi Mumbai',
      toPincode: 400707,
      fromStateCode: 36,
      actualFromStateCode: 36,
      igstValue: 360,
      cgstValue: 0,
    });
  });

  it('sends an SEZ supply to state 99 with IGST, the goods staying in the state', async () => {
    expect(await ewb('sezTax')).toMatchObject({
      subSupplyType: 1,
      transType: 1,
      toGstin: SEZ_GSTIN,
      toStateCode: 99,
      actualToStateCode: 36,
      igstValue: 360,
      itemList: [expect.objectContaining({ igstRate: 18, cgstRate: 0, sgstRate: 0 })],
    });
  });

  it('bills the buyer in 36 and moves the goods from the warehouse to Himachal (type 4)', async () => {
    expect(await ewb('shipTo')).toMatchObject({
      transType: 4,
      fromAddr1: 'Survey 12, Medchal',
      fromPincode: 501401,
      fromStateCode: 36,
      actualFromStateCode: 36,
      toGstin: BUYER,
      toAddr1: 'Mall Road',
      toPlace: 'Shimla',
      toPincode: 171001,
      toStateCode: 36,
      actualToStateCode: 2,
      igstValue: 360,
    });
  });
});

describe('the print', () => {
  const printable = async (key: string) => {
    const view = (await get(`/api/transactions/${bills[key]!.id}`)).json() as TransactionView;
    return buildPrintableDocument({
      view,
      company: await companyProfile(w.t.database.db, w.companyId),
      bankAccounts: [],
    });
  };

  it('says an export under LUT is one, with its LUT, shipping bill, port and the port as ship-to', async () => {
    const doc = await printable('exportLut');
    expect(doc.legend).toBe(
      'SUPPLY MEANT FOR EXPORT UNDER BOND OR LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX',
    );
    expect(doc.placeOfSupply).toBe('Other Countries (Code 96)');
    expect(doc.supplyRows).toEqual([
      ['Shipping Bill No.', '1234567'],
      ['Shipping Bill Date', '21/11/2025'],
      ['Port Code', 'INNSA1'],
      ['Currency', 'USD'],
      ['Destination', 'AE'],
      ['LUT ARN', 'AD360325000123X'],
    ]);
    expect(doc.shipTo).toMatchObject({
      heading: 'Ship To',
      name: 'JNPT Nhava Sheva',
      address: 'Jawaharlal Nehru Port, Sheva\nNavi Mumbai - 400707',
      state: 'Maharashtra (Code 27)',
    });
    const dir = mkdtempSync(path.join(tmpdir(), 'supplies-pdf-'));
    try {
      const file = path.join(dir, 'bill.pdf');
      writeFileSync(file, await renderInvoicePdf(doc));
      const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
      expect(text).toContain('LETTER OF UNDERTAKING WITHOUT PAYMENT OF INTEGRATED TAX');
      expect(text).toMatch(/LUT ARN\s+AD360325000123X/);
      expect(text).toContain('SHIP TO');
      expect(text).toContain('JNPT Nhava Sheva');
      expect(text).toMatch(/Place of Supply\s+Other Countries \(Code/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives an SEZ supply and a deemed export their legend, a ship-to bill its places', async () => {
    expect((await printable('sezTax')).legend).toBe(
      'SUPPLY MEANT FOR SEZ UNIT OR SEZ DEVELOPER FOR AUTHORISED OPERATIONS ON PAYMENT OF INTEGRATED TAX',
    );
    expect((await printable('sezLut')).supplyRows).toEqual([['LUT ARN', 'AD360325000123X']]);
    expect((await printable('deemed')).legend).toBe('Deemed export');
    const doc = await printable('shipTo');
    expect(doc.legend).toBeNull();
    expect(doc.placeOfSupply).toBe('Himachal Pradesh (Code 02)');
    expect(doc.shipTo).toMatchObject({ heading: 'Ship To', state: 'Himachal Pradesh (Code 02)' });
    expect(doc.dispatchFrom).toMatchObject({
      heading: 'Dispatch From',
      name: 'Deccan Furniture Medchal',
      address: 'Survey 12, Medchal\nMedchal - 501401',
      state: 'Telangana (Code 36)',
    });
  });
});
