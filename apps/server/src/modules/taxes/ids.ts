// Ids are PostgreSQL integer columns: a larger number can name no row, and comparing one with
// an integer column is a database error, so such ids never reach a query.
import { MAX_ID, positiveId } from '@hisaab/shared/schemas/common';

export const isDbId = (id: number) => Number.isInteger(id) && id > 0 && id <= MAX_ID;

/** A route parameter id: a positive whole number the database can hold, else 400 `message`. */
export const dbId = positiveId;
