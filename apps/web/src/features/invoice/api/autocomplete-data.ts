// GET /transactions/autocomplete: customers (with balance), items (with taxes and stock),
// projects, units and bank accounts for the invoice screen.
import { useQuery } from '@tanstack/react-query';
import type { TaxType } from '@hisaab/shared/gst/tax-engine';
import { api } from '../../../api/client.ts';
import { camel, listOf } from '../../../api/wire.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export interface CustomerOption {
  id: number;
  name: string;
  phone: string | null;
  address: string | null;
  email: string | null;
  gstin: string | null;
  pan: string | null;
  stateCode: string | null;
  isDefaultCash: boolean;
  /** Rupees; positive means the party owes the company. */
  balance: number;
}

export interface ItemTax {
  taxId: number;
  name: string;
  taxType: TaxType;
  /** Percent, e.g. 18 */
  rate: number;
  isCompound: boolean;
  effectiveFrom: string | null;
  effectiveTo: string | null;
  priority: number;
}

export type SpecialKind = 'opening_balance' | 'round_off' | 'discount';

export interface ItemOption {
  id: number;
  name: string;
  unitId: number;
  unitName: string;
  rate: number;
  buyRate: number;
  hsnSacCode: string | null;
  taxGroupId: number | null;
  taxGroupName: string | null;
  specialKind: SpecialKind | null;
  stock: number;
  taxes: ItemTax[];
}

export interface UnitOption {
  id: number;
  name: string;
}

export interface BankAccountOption {
  id: number;
  bankName: string | null;
  accountName: string | null;
  accountNumber: string | null;
  branchName: string | null;
}

export interface AutocompleteData {
  customers: CustomerOption[];
  items: ItemOption[];
  projects: { id: number; name: string }[];
  units: UnitOption[];
  bankAccounts: BankAccountOption[];
}

export const AUTOCOMPLETE_KEY = queryKeys.invoice.autocomplete;

export async function fetchAutocomplete(): Promise<AutocompleteData> {
  const data = camel<Partial<Record<keyof AutocompleteData, unknown>> | null>(
    await api.get<unknown>('/transactions/autocomplete'),
  );
  return {
    customers: listOf<CustomerOption>(data?.customers),
    items: listOf<ItemOption>(data?.items).map((i) => ({ ...i, taxes: i.taxes ?? [] })),
    projects: listOf(data?.projects),
    units: listOf<UnitOption>(data?.units),
    bankAccounts: listOf<BankAccountOption>(data?.bankAccounts),
  };
}

export function useAutocompleteData() {
  return useQuery({ queryKey: AUTOCOMPLETE_KEY, queryFn: fetchAutocomplete });
}
