// Replies of /api/files: a stored file's public code, and the files themselves.
import { z } from 'zod/mini';

/** POST /files and html-to-pdf: the code of the public link /api/files/public/{code}. */
export const publicAccessCodeReply = z.object({ publicAccessCode: z.string() });
export type PublicAccessCodeReply = z.infer<typeof publicAccessCodeReply>;

/**
 * A file's bytes (a PDF or a JPEG). The OpenAPI document says a binary string; the server sends
 * a Buffer, which Fastify passes on unserialised, hence the wider type. Nothing parses them.
 */
export const fileBytes: z.ZodMiniType<Uint8Array | string> = z
  .string()
  .check(z.meta({ format: 'binary' }));
