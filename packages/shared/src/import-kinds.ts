// What can be imported: its own file, so the imports' reply schemas (replies/imports.ts) and
// the import rules (imports.ts), which re-export those replies' types, need not import each other.
export const IMPORT_KINDS = ['customers', 'items', 'opening-balances'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
