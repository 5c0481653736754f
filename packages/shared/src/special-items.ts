// Items Hisaab keeps for itself (spec sections 3 and 4): never edited from the items screen.

export const SPECIAL_ITEM_NAMES = ['Opening Balance', 'Round Off', 'Discount'] as const;
/** Also a special line on bills; editable like an ordinary item is not, either. */
export const SPECIAL_DISCOUNT_NAME = 'Special discount';

export function isSpecialItemName(name: string | null | undefined): boolean {
  if (typeof name !== 'string') return false;
  const n = name.trim().toLowerCase();
  return (
    SPECIAL_ITEM_NAMES.some((s) => s.toLowerCase() === n) ||
    n === SPECIAL_DISCOUNT_NAME.toLowerCase()
  );
}
