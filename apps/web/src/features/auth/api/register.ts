import { messageReply, type MessageReply } from '@hisaab/shared/replies/accounts';
import type { RegisterInput } from '@hisaab/shared/schemas/auth';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';

export async function registerCompany(input: RegisterInput): Promise<MessageReply> {
  return parseReply(
    messageReply,
    await api.post<unknown>('/account/register', input, { anonymous: true }),
  );
}
