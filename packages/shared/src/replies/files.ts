// Replies of /api/files: a stored file's public code, and the files themselves.
import { z } from 'zod';

/** POST /files and html-to-pdf: the code of the public link /api/files/public/{code}. */
export const publicAccessCodeReply = z.object({ publicAccessCode: z.string() });
export type PublicAccessCodeReply = z.infer<typeof publicAccessCodeReply>;

/** A file's bytes (a PDF or a JPEG): the OpenAPI document says binary; nothing parses them. */
export const fileBytes = z.string().meta({ format: 'binary' });
