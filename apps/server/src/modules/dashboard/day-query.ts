// The ?date= of the day screens: yyyy-mm-dd, absent or blank meaning today in India.
import { z } from 'zod';
import { isRealIsoDate } from '@hisaab/shared/schemas/common';
import { REPORT_VALIDATION } from '@hisaab/shared/validation-messages';

export const dayQuery = z.object({
  date: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string({ error: REPORT_VALIDATION.date })
      .trim()
      .refine(isRealIsoDate, REPORT_VALIDATION.date)
      .optional(),
  ),
});
