// Replies of /api/account (sign-up, sign-in, tokens, the account emails). Plain shapes: the
// server's response schemas and the web's reader (the light sign-in page reads only the types).
import { z } from 'zod/mini';

/** A sentence for the user: registration, the password and verification emails. */
export const messageReply = z.object({ message: z.string() });
export type MessageReply = z.infer<typeof messageReply>;

/** Login and refresh-token: both tokens, and the access token's life in seconds. */
export const sessionReply = z.object({
  accessToken: z.string(),
  refreshToken: z.string(),
  expiresIn: z.int(),
});
export type SessionReply = z.infer<typeof sessionReply>;

/** The signed-in user's own preferences: the language they read the product in (null: unset). */
export const preferencesReply = z.object({ language: z.nullable(z.string()) });
export type PreferencesReply = z.infer<typeof preferencesReply>;
