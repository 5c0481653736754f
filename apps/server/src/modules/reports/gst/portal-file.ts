// A return's upload file as the JSON kept when it is marked filed (periods/filings.service.ts):
// the bytes GET /reports/gst/{return}/json sends.
import { z } from 'zod';
import { gstr1FileReply, gstr3bFileReply } from '@hisaab/shared/replies/gst';
import type { ReturnType } from '@hisaab/shared/period-locks';
import type { DbOrTx } from '../../../db/client.ts';
import { gstr1Download } from './gstr1-return.ts';
import { gstr3bDownload } from './gstr3b.ts';

/**
 * The upload file's bytes exactly as GET /reports/gst/{return}/json sends them: the route's
 * serializer encodes the body through its reply schema, then JSON.stringify
 * (fastify-type-provider-zod's serializerCompiler).
 */
export async function portalFile(
  db: DbOrTx,
  companyId: number,
  returnType: ReturnType,
  year: number,
  month: number,
): Promise<string> {
  if (returnType === 'gstr1') {
    const file = await gstr1Download(db, companyId, year, month);
    return JSON.stringify(z.encode(gstr1FileReply, file.body as z.input<typeof gstr1FileReply>));
  }
  const file = await gstr3bDownload(db, companyId, year, month);
  return JSON.stringify(z.encode(gstr3bFileReply, file.body));
}
