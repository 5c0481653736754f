// Replies of the health check and /version.json.
import { z } from 'zod/mini';

export const healthReply = z.object({ status: z.literal('ok') });

/** 503; also the error handler's shape, when a hook before the route met the outage. */
export const healthUnavailableReply = z.object({
  status: z.optional(z.literal('unavailable')),
  title: z.optional(z.string()),
  detail: z.string(),
});

export const versionReply = z.object({ name: z.string(), version: z.string(), commit: z.string() });
export type VersionReply = z.infer<typeof versionReply>;
