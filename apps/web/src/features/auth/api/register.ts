import type { RegisterInput } from '@hisaab/shared/schemas/auth';
import { api } from '../../../api/client.ts';

export function registerCompany(input: RegisterInput) {
  return api.post<{ message?: string } | null>('/account/register', input, { anonymous: true });
}
