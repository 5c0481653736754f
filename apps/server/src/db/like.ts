// LIKE patterns for text the user typed: its %, _ and \ match themselves (backslash is
// PostgreSQL's default LIKE escape), never as wildcards.
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Matches values that contain `text`. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;

/** Matches values that start with `text`. */
export const prefixPattern = (text: string) => `${escapeLike(text)}%`;
