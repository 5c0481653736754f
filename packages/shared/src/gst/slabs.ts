// The GST rates (combined CGST+SGST or IGST, in percent) the portals accept: GSTR-1's offline
// tool, the IRP (e-invoice GstRt) and the e-way bill portal alike (shared/domain/GSTR_JSON.md
// section 2). 40% is a slab since 22 September 2025; 12% and 28% stay for earlier bills. One
// list, so that a rate offered as a tax group is reported and e-invoiced the same way. Pure.

export const GST_SLAB_RATES = [0, 0.1, 0.25, 1, 1.5, 3, 5, 6, 7.5, 12, 18, 28, 40] as const;

/** The same slabs in basis points (1800 = 18%), as taxes store their rates. */
export const GST_SLAB_RATES_BP: readonly number[] = GST_SLAB_RATES.map((r) => Math.round(r * 100));

/** Whether a combined GST rate in percent (e.g. 2.5 + 2.5 = 5) is a slab. */
export function isGstSlab(percent: number): boolean {
  return (GST_SLAB_RATES as readonly number[]).includes(Number(percent.toFixed(3)));
}
