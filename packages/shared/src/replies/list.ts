// Replies' shared shapes (issue 25): each feature's reply schemas live in this folder, once.
// The server declares them as its routes' response schemas (Fastify's serializer checks every
// reply against them) and the web reads replies through the same schemas (apps/web/src/api/reply.ts).
// Money on the wire is rupees (a number with at most two decimals), as in the request bodies.
// Written with zod's mini API (functions, not methods: z.nullable(x), z.int()) so the web's
// first screens load zod's core and mini, not the classic API (eslint keeps 'zod' out of here).
import { z } from 'zod/mini';

/** Rupees on the wire; the web turns them into paise with toPaise. */
export const rupees = z.number();

/** A calendar date on the wire: yyyy-mm-dd. */
export const isoDate = z.string();
