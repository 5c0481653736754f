// /companysettings (spec section 7 Company settings): the settings, and company information
// through the CompanyInfo key. The reply is the shared one the invoice screen reads too.
import { useQuery } from '@tanstack/react-query';
import {
  companySettingsReply,
  settingKeyReply,
  type CompanySettingsReply,
} from '@hisaab/shared/replies/settings';
import type { CompanyInfo, CompanySettingsInput } from '@hisaab/shared/schemas/company';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';
import type { CompanyInfoInput } from '@hisaab/shared/schemas/company';

/**
 * The body of PUT /companysettings without the information, which has its own call. Its
 * `version`: the settings' version the screen is based on (issue 37); changed since, 409.
 */
export type CompanySettingsBody = Omit<CompanySettingsInput, 'companyInfo'>;

export const COMPANY_SETTINGS_KEY = queryKeys.settings.company;

export function useCompanySettings() {
  return useQuery({
    queryKey: COMPANY_SETTINGS_KEY,
    queryFn: async () =>
      parseReply(companySettingsReply, await api.get<unknown>('/companysettings')),
  });
}

export async function saveCompanySettings(
  body: CompanySettingsBody,
): Promise<CompanySettingsReply> {
  return parseReply(companySettingsReply, await api.put<unknown>('/companysettings', body));
}

/**
 * Company information goes through its key (spec section 7); empty values are null. The
 * settings' version it is based on goes as If-Match (the body is the value).
 */
export async function saveCompanyInfo(info: CompanyInfo, version: number | null) {
  return parseReply(
    settingKeyReply,
    await api.put<unknown>(
      '/companysettings/CompanyInfo',
      { value: info satisfies CompanyInfoInput },
      { ifMatch: version },
    ),
  );
}
