// Replies of /api/companies: the company-code helpers of the registration form.
import { z } from 'zod/mini';

export const companyCodeSuggestionReply = z.object({ code: z.string() });
export type CompanyCodeSuggestionReply = z.infer<typeof companyCodeSuggestionReply>;

export const companyCodeAvailabilityReply = z.object({ available: z.boolean() });
export type CompanyCodeAvailabilityReply = z.infer<typeof companyCodeAvailabilityReply>;
