import { messageReply, type MessageReply } from '@hisaab/shared/replies/accounts';
import type { AcceptInviteInput } from '@hisaab/shared/schemas/auth';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';

export async function acceptInvite(input: AcceptInviteInput): Promise<MessageReply> {
  const reply = await api.post<unknown>('/account/accept-invite', input, { anonymous: true });
  return parseReply(messageReply, reply);
}
