// GSTR-1 for a period, put together once for the report and for the portal download.
import { GST_RETURN_REGISTRATION_MESSAGES, filesGstReturns } from '@hisaab/shared/gst/registration';
import { msg } from '@hisaab/shared/i18n/messages';
import type { DbOrTx } from '../../../db/client.ts';
import { HttpError, badRequest } from '../../../platform/errors.ts';
import {
  hsnSplitFrom,
  inReturnSnapshot,
  loadGstProfile,
  monthPeriod,
  type GstProfile,
} from './gst-common.ts';
import { gstr1Checks } from './gstr1-checks.ts';
import { loadGstr1Data } from './gstr1-data.ts';
import { docIssue } from './gstr1-docs.ts';
import { gstr1Json } from './gstr1-json.ts';
import { amendmentsJson } from './gstr1-json-amendments.ts';
import { buildSections, hsnTable } from './gstr1-sections.ts';
import { withAmendedAsFiled } from './amendments-data.ts';
import { loadGstr1Amendments } from './gstr1-amendments.ts';

export const GST_RETURN_MESSAGES = {
  noGstin: GST_RETURN_REGISTRATION_MESSAGES.noGstin,
  blocked: (count: number) =>
    count === 1
      ? msg('GSTR-1 has {{count}} error to fix before it can be downloaded.', { count })
      : msg('GSTR-1 has {{count}} errors to fix before it can be downloaded.', { count }),
} as const;

export async function buildGstr1(db: DbOrTx, companyId: number, start: string, end: string) {
  const { profile, data, amendments } = await inReturnSnapshot(db, async (tx) => {
    const profile = await loadGstProfile(tx, companyId);
    // A company without a GSTIN files no return: the screen and the download say so.
    requireGstin(profile);
    const loaded = await loadGstr1Data(tx, companyId, profile, start, end);
    return {
      profile,
      // An amended document is reported as filed in its month, as amended in the amendment's.
      data: await withAmendedAsFiled(tx, companyId, profile, start, end, loaded),
      amendments: await loadGstr1Amendments(tx, companyId, profile, start, end),
    };
  });
  // Each step takes the sale bills and the credit notes (their rows negative) together.
  const sections = buildSections(
    data.invoiceRows,
    data.notes.rows,
    profile,
    data.reverseCharge,
    data.summed,
  );
  const hsn = hsnTable(data.hsnRows, data.notes.hsnRows);
  const checks = gstr1Checks({ profile, data, sections, hsn });
  return { profile, data, sections, hsn, docs: docIssue(data), checks, amendments };
}

/** The company's GSTIN, or 400: a return is filed under it, and only a registered company files. */
export function requireGstin(profile: GstProfile): string {
  if (!profile.gstin || !filesGstReturns(profile)) throw badRequest(GST_RETURN_MESSAGES.noGstin);
  return profile.gstin;
}

/** The month's GSTR-1 upload file; refuses (400, with the checks) while any check is an error. */
export async function gstr1Download(db: DbOrTx, companyId: number, year: number, month: number) {
  const period = monthPeriod(year, month);
  const built = await buildGstr1(db, companyId, period.start, period.end);
  const gstin = requireGstin(built.profile);
  const errors = built.checks.filter((c) => c.severity === 'error');
  if (errors.length > 0) {
    throw new HttpError(
      400,
      'Invalid request',
      GST_RETURN_MESSAGES.blocked(errors.length),
      undefined,
      {
        // The checks' Messages are translated as the answer is sent, with its title and detail.
        checks: built.checks,
      },
    );
  }
  return {
    fileName: `${gstin}_GSTR1_${period.fp}.json`,
    body: {
      ...gstr1Json({
        gstin,
        fp: period.fp,
        splitHsn: hsnSplitFrom(period.start),
        sections: built.sections,
        hsn: built.hsn.rows,
        docs: built.docs,
      }),
      ...amendmentsJson(built.amendments),
    },
  };
}
