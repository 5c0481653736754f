import type { AcceptInviteInput } from '@hisaab/shared/schemas/auth';
import { api } from '../../../api/client.ts';

export function acceptInvite(input: AcceptInviteInput) {
  return api.post<{ message?: string } | null>('/account/accept-invite', input, {
    anonymous: true,
  });
}
