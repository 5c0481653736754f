// The address rule of spec section 5 without zod, for the zod schemas (schemas/auth.ts) and the
// web's light sign-in page, which loads no zod.

export const EMAIL_MAX = 256;

/** The spec's basic address pattern x@y.z. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
