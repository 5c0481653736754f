// Request bodies of /api/einvoice and /api/ewaybill (zod classic, as the other schemas).
import { z } from 'zod';
import { tk } from '../i18n/messages.ts';
import { versionField } from '../schemas/common.ts';
import { said } from '../schemas/zod-messages.ts';
import {
  EINVOICE_MESSAGES as M,
  EWB_NO_PATTERN,
  IRN_CANCEL_REASONS,
  MAX_DISTANCE_KM,
  TRANS_DOC_NO_PATTERN,
  TRANSPORT_MODES,
  TRANSPORTER_ID_PATTERN,
  VEHICLE_NO_PATTERN,
  VEHICLE_TYPES,
} from './rules.ts';
import { issueOf } from '../schemas/zod-messages.ts';

export const einvoiceMonthQuery = z.object({
  month: z.string({ error: M.monthFormat }).regex(/^\d{4}-(0[1-9]|1[0-2])$/, M.monthFormat),
});

/** The IRP's reply as uploaded (JSON text or object), or its four fields pasted. */
export const irnReplySchema = z
  .object({
    reply: z.union([z.string().max(200_000), z.record(z.string(), z.unknown())]).optional(),
    irn: z.string().trim().max(200).optional(),
    ackNo: z.union([z.string().trim().max(40), z.number()]).optional(),
    ackDate: z.string().trim().max(40).optional(),
    signedQr: z.string().trim().max(20_000).optional(),
  })
  .refine(
    (b) => b.reply !== undefined || (b.irn && b.ackNo !== undefined && b.ackDate && b.signedQr),
    {
      message: M.replyOrFields,
      path: ['reply'],
    },
  );
export type IrnReplyBody = z.infer<typeof irnReplySchema>;

export const irnCancelSchema = z.object({
  reason: z.enum(Object.keys(IRN_CANCEL_REASONS) as [string, ...string[]], {
    error: tk('Reason must be 1 Duplicate, 2 Data entry mistake, 3 Order cancelled or 4 Others.'),
  }),
  remark: z.string().trim().max(100).nullish(),
});

const upperNoSpaces = (s: string) => s.replace(/[\s-]/g, '').toUpperCase();
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const isoDateField = (message: string) =>
  z.preprocess(
    blankToNull,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, message)
      .nullable(),
  );

/** PUT /api/ewaybill/transactions/{id}: the bill's transport details and its EWB number. */
export const transportSchema = z
  .object({
    transMode: z.preprocess(
      blankToNull,
      z.enum(TRANSPORT_MODES, { error: M.transMode }).nullable(),
    ),
    vehicleNo: z.preprocess(
      blankToNull,
      z
        .string()
        .transform(upperNoSpaces)
        .pipe(z.string().regex(VEHICLE_NO_PATTERN, M.vehicleNo))
        .nullable(),
    ),
    vehicleType: z.preprocess(
      blankToNull,
      z.enum(VEHICLE_TYPES, { error: M.vehicleType }).nullable(),
    ),
    transporterId: z.preprocess(
      blankToNull,
      z
        .string()
        .transform((s) => s.trim().toUpperCase())
        .pipe(z.string().regex(TRANSPORTER_ID_PATTERN, M.transporterId))
        .nullable(),
    ),
    transporterName: z.preprocess(
      blankToNull,
      z.string().trim().max(100, M.transporterName).nullable(),
    ),
    transDocNo: z.preprocess(
      blankToNull,
      z.string().trim().regex(TRANS_DOC_NO_PATTERN, M.transDocNo).nullable(),
    ),
    transDocDate: isoDateField(tk('Transport document date must be a date (yyyy-mm-dd).')),
    distanceKm: z.preprocess(
      blankToNull,
      z.coerce
        .number(said(M.distance))
        .int(said(M.distance))
        .min(0, said(M.distance))
        .max(MAX_DISTANCE_KM, said(M.distance))
        .nullable(),
    ),
    ewbNo: z.preprocess(
      blankToNull,
      z
        .string()
        .transform((s) => s.replace(/\s/g, ''))
        .pipe(z.string().regex(EWB_NO_PATTERN, M.ewbNo))
        .nullable(),
    ),
    validUntil: isoDateField(M.validUntil),
    /** The version of the details the save is based on (issue 37): an older one answers 409. */
    version: versionField(),
  })
  .partial()
  .superRefine((b, ctx) => {
    if (b.validUntil && !b.ewbNo) ctx.addIssue(issueOf(M.validUntilNeedsNo, ['ewbNo']));
  });
export type TransportBody = z.infer<typeof transportSchema>;
