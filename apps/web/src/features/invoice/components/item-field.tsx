// The item search of a bill line, shared with the order screen (issue 40): the same combobox,
// matching name, HSN/SAC code and rate, each suggestion showing its rate and code.
import type { KeyboardEvent, ReactNode } from 'react';
import { formatAmount, formatINR } from '@hisaab/shared/format';
import { toPaise } from '@hisaab/shared/money';
import { useTranslation } from '../../../i18n/react.ts';
import { Autocomplete } from '../../../ui/autocomplete.tsx';
import type { ItemOption } from '../api/autocomplete-data.ts';

/** Item search matches name, HSN/SAC code and rate (spec section 2). */
export function itemMatches(item: ItemOption, text: string): boolean {
  const q = text.trim().toLowerCase();
  if (!q) return true;
  if (item.name.toLowerCase().includes(q)) return true;
  if ((item.hsnSacCode ?? '').toLowerCase().includes(q)) return true;
  const rate = String(item.rate);
  return rate.startsWith(q) || formatAmount(toPaise(item.rate)).startsWith(q);
}

export interface ItemFieldProps {
  label: ReactNode;
  value: string;
  items: readonly ItemOption[];
  onType: (text: string) => void;
  onSelect: (item: ItemOption) => void;
  /** Offers "Add a new entry" with the typed name; without it only known items are picked. */
  onCreate?: (name: string) => void;
  onKeyDown?: (e: KeyboardEvent<HTMLInputElement>) => void;
  /** The rate a suggestion shows (a purchase shows the buying rate); default the selling rate. */
  rateOf?: (item: ItemOption) => number;
  findTarget?: boolean;
  id?: string;
}

export function ItemField(props: ItemFieldProps) {
  const { t } = useTranslation();
  const rateOf = props.rateOf ?? ((i: ItemOption) => i.rate);
  return (
    <Autocomplete<ItemOption>
      label={props.label}
      hideLabel
      value={props.value}
      onChange={props.onType}
      options={props.items}
      getLabel={(i) => i.name}
      getKey={(i) => i.id}
      filter={itemMatches}
      renderDetail={(i) =>
        `${formatINR(toPaise(rateOf(i)))}${i.hsnSacCode ? ` · ${i.hsnSacCode}` : ''}`
      }
      onSelect={props.onSelect}
      {...(props.onCreate ? { onCreate: props.onCreate } : {})}
      onKeyDown={props.onKeyDown}
      placeholder={t('Search name, HSN/SAC or rate')}
      findTarget={props.findTarget}
      id={props.id}
    />
  );
}
