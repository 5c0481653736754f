// Taxes that have ended (GST.md section 5: 12% and 28% ended on 21 September 2025; a new
// company keeps them with that effective-to so old bills keep their rate). One rule for
// "this group has ended" and "this line has no tax in force", used by the server's group list,
// every place a group is offered, and the invoice screen's line warning.
import { formatDate } from '../format.ts';
import { englishText, msg, type Text } from '../i18n/messages.ts';

interface Dated {
  effectiveFrom?: string | null;
  effectiveTo?: string | null;
}

const inForce = (t: Dated, date: string) =>
  (!t.effectiveFrom || t.effectiveFrom <= date) && (!t.effectiveTo || date <= t.effectiveTo);

/**
 * The day a group's taxes ended, when every tax of it ended before `today` (yyyy-mm-dd): the
 * last of their effective-to dates. Null for a group in force, or one without taxes (a group
 * without taxes is "no tax" on purpose, not an ended one).
 */
export function groupEndedOn(taxes: readonly Dated[], today: string): string | null {
  if (taxes.length === 0) return null;
  let last: string | null = null;
  for (const t of taxes) {
    if (!t.effectiveTo || t.effectiveTo >= today) return null;
    if (last === null || t.effectiveTo > last) last = t.effectiveTo;
  }
  return last;
}

/** "GST 12% (ended 21/09/2025)"; a group in force is just its name. */
export function taxGroupLabel(name: string, endedOn: string | null): string {
  return endedOn ? `${name} (ended ${formatDate(endedOn)})` : name;
}

/**
 * Whether an item of a group with these taxes gets no tax on `billDate` although the group
 * has taxes: none of them is in force that day (ended, or not yet begun).
 */
export function noTaxInForce(taxes: readonly Dated[], billDate: string): boolean {
  return taxes.length > 0 && !taxes.some((t) => inForce(t, billDate));
}

/** The invoice screen's warning on such a line. */
export function noTaxInForceWarning(groupName: string | null, billDate: string): string {
  return englishText(noTaxInForceText(groupName, billDate));
}

/** noTaxInForceWarning as raised: a Message with its values. */
export function noTaxInForceText(groupName: string | null, billDate: string): Text {
  const group = groupName ? `"${groupName}"` : msg('its tax group');
  return msg(
    'No tax of {{group}} is in force on {{billDate}}: this line carries no tax. Move the item to a current group in Settings → Tax Groups.',
    { group, billDate: formatDate(billDate) },
  );
}
