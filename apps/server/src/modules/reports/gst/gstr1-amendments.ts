// GSTR-1's amendment tables (issue 38 part 3) for the month the amendments are made in: table 9A
// (b2ba, b2cla, expa: the amended invoice whole, with the original's number and date, oinum and
// oidt), table 9C (cdnra, cdnura: the amended note with ont_num and ont_dt) and table 10
// (b2csa: per original month, place of supply and rate, the B2C small figures of that month as
// now revised, not the difference). A document amended twice in a month is reported once, as
// last amended. Shapes: GSTN's API (b2ba/cdnra as b2b/cdnr plus the original's keys; b2cla by
// the original place of supply; b2csa {omon, sply_ty, typ, pos, itms:[{rt, txval, tax}]}), as
// the offline tool's amendment sheets name the columns.
import type { DbOrTx } from '../../../db/client.ts';
import { monthPeriod, type GstProfile } from './gst-common.ts';
import { loadGstr1Data } from './gstr1-data.ts';
import {
  buildSections,
  type B2csRow,
  type SectionInvoice,
  type SectionNote,
} from './gstr1-sections.ts';
import { sectionsOf } from './doc-figures.ts';
import { amendmentsMadeIn, withAmendedAsFiled, type AmendmentRow } from './amendments-data.ts';

export interface Original {
  originalNumber: string;
  originalDate: string;
}

export interface B2csaRow extends B2csRow {
  /** The original month, 'YYYY-MM'. */
  period: string;
}

export interface Gstr1Amendments {
  b2ba: (SectionInvoice & Original)[];
  b2cla: (SectionInvoice & Original & { originalPos: string })[];
  expa: (SectionInvoice & Original)[];
  cdnra: (SectionNote & Original)[];
  cdnura: (SectionNote & Original)[];
  b2csa: B2csaRow[];
}

export const noAmendments = (): Gstr1Amendments => ({
  b2ba: [],
  b2cla: [],
  expa: [],
  cdnra: [],
  cdnura: [],
  b2csa: [],
});

const b2csKey = (r: B2csRow) => `${r.inter ? 'INTER' : 'INTRA'}|${r.pos}|${r.rtBp}`;

/** The B2C small rows of an original month as reported up to `asOf` (a 'YYYY-MM'). */
async function b2csAsOf(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  period: string,
  asOf: string,
): Promise<B2csRow[]> {
  const { start, end } = monthPeriod(Number(period.slice(0, 4)), Number(period.slice(5, 7)));
  const data = await withAmendedAsFiled(
    db,
    companyId,
    profile,
    start,
    end,
    await loadGstr1Data(db, companyId, profile, start, end),
    asOf,
  );
  return buildSections(data.invoiceRows, data.notes.rows, profile, data.reverseCharge, data.summed)
    .b2cs;
}

/** The amendment tables of the amendments made between start and end (a month). */
export async function loadGstr1Amendments(
  db: DbOrTx,
  companyId: number,
  profile: GstProfile,
  start: string,
  end: string,
): Promise<Gstr1Amendments> {
  const out = noAmendments();
  const made = await amendmentsMadeIn(db, companyId, start, end);
  if (made.length === 0) return out;
  // The last amendment of each document in the month, in the order first amended.
  const last = new Map<number, AmendmentRow>();
  for (const a of made) {
    last.delete(a.transactionId);
    last.set(a.transactionId, a);
  }
  // Original month → the B2C small keys its amendments touch.
  const b2csTouched = new Map<string, Set<string>>();
  for (const a of last.values()) {
    const original: Original = {
      originalNumber: a.originalNumber ?? '',
      originalDate: a.originalDate,
    };
    const after = sectionsOf(a.after, profile);
    for (const inv of after.b2b) out.b2ba.push({ ...inv, ...original });
    for (const inv of after.exp) out.expa.push({ ...inv, ...original });
    for (const inv of after.b2cl)
      out.b2cla.push({ ...inv, ...original, originalPos: a.before.pos ?? inv.pos });
    for (const n of after.cdnr) out.cdnra.push({ ...n, ...original });
    for (const n of after.cdnur) out.cdnura.push({ ...n, ...original });
    const keys = [...after.b2cs, ...sectionsOf(a.before, profile).b2cs].map(b2csKey);
    if (keys.length > 0) {
      const set = b2csTouched.get(a.originalPeriod) ?? new Set<string>();
      for (const k of keys) set.add(k);
      b2csTouched.set(a.originalPeriod, set);
    }
  }
  const asOf = start.slice(0, 7);
  for (const [period, keys] of [...b2csTouched].sort(([a], [b]) => (a < b ? -1 : 1))) {
    const revised = new Map(
      (await b2csAsOf(db, companyId, profile, period, asOf)).map((r) => [b2csKey(r), r]),
    );
    for (const key of [...keys].sort()) {
      const [supply, pos, rt] = key.split('|') as [string, string, string];
      // A place and rate whose sales the amendment took away entirely: reported as nil.
      const row = revised.get(key) ?? {
        inter: supply === 'INTER',
        pos,
        rtBp: Number(rt),
        txval: 0,
        iamt: 0,
        camt: 0,
        samt: 0,
        csamt: 0,
      };
      out.b2csa.push({ ...row, period });
    }
  }
  return out;
}
