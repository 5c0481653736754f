// /api/account user-management replies (Admin): the company's users and invitations, the roles,
// and the message an action answers with.
import { z } from 'zod/mini';

export const companyUserReply = z.object({
  id: z.number(),
  email: z.string(),
  roles: z.array(z.string()),
  invitationAccepted: z.boolean(),
  /** Seconds until the invitation may be sent again; 0 when it may (or was accepted). */
  resendAvailableInSeconds: z.number(),
});
export type CompanyUserReply = z.infer<typeof companyUserReply>;

export const companyUserListReply = z.array(companyUserReply);

export const roleListReply = z.array(z.string());

/** What invite, cancel, role change and invitation acceptance answer. */
export const userMessageReply = z.object({ message: z.string() });
export type UserMessageReply = z.infer<typeof userMessageReply>;

/** Resending an invitation also tells how long until the next resend. */
export const resendInviteReply = z.extend(userMessageReply, { cooldownSeconds: z.number() });
export type ResendInviteReply = z.infer<typeof resendInviteReply>;
