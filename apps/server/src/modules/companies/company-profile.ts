// The company as it prints on its documents (bills, their PDFs, the e-invoice and e-way bill
// files): the few company details read straight from the tables, so no printing module depends
// on the settings module.
import { isLanguage } from '@hisaab/shared/i18n/languages';
import type { PrintLanguage } from '@hisaab/shared/i18n/print-labels';
import type { GstScheme } from '@hisaab/shared/gst/registration';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, companySettings } from '../../db/schema.ts';

export interface CompanyProfile {
  name: string;
  address: string | null;
  phone: string | null;
  email: string | null;
  gstin: string | null;
  pan: string | null;
  stateCode: string | null;
  invoicePrintMode: number;
  /** With the GSTIN: whether its sales are tax invoices or bills of supply. */
  gstScheme: GstScheme;
  /** For the UPI QR on the bill: no QR without an ID. */
  upiId: string | null;
  upiPayeeName: string | null;
  /** The language its customers' documents print in (issue 28); English when absent. */
  print?: PrintLanguage;
  /** Its letter of undertaking's ARN, printed on supplies under LUT (issue 36). */
  lutReference?: string | null;
}

/** The company as it prints on its documents: the settings' info first, else the registration. */
export async function companyProfile(db: DbOrTx, companyId: number): Promise<CompanyProfile> {
  const [row] = await db
    .select({ company: companies, settings: companySettings })
    .from(companies)
    .leftJoin(companySettings, eq(companySettings.companyId, companies.id))
    .where(eq(companies.id, companyId));
  if (!row) throw new Error(`company ${companyId} not found`);
  const { company, settings } = row;
  return {
    name: settings?.infoName || company.name,
    address: settings?.infoAddress ?? null,
    phone: settings?.infoPhone ?? null,
    email: settings?.infoEmail ?? null,
    gstin: settings?.infoGstin || company.gstin,
    pan: settings?.infoPan ?? null,
    stateCode: company.stateCode,
    invoicePrintMode: settings?.invoicePrintMode ?? 0,
    gstScheme: settings?.gstScheme === 'composition' ? 'composition' : 'regular',
    upiId: settings?.upiId ?? null,
    upiPayeeName: settings?.upiPayeeName ?? null,
    lutReference: settings?.lutReference ?? null,
    print: {
      language: isLanguage(settings?.documentLanguage) ? settings.documentLanguage : 'en',
      bilingual: settings?.bilingualPrint ?? false,
      devanagariDigits: settings?.devanagariDigits ?? false,
    },
  };
}
