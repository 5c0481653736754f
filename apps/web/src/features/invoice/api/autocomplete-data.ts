// GET /transactions/autocomplete: customers (with balance), items (with taxes and stock),
// projects, units and bank accounts for the invoice screen.
import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
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
  /**
   * False for a large shop: the server sent the first customers and items by name, and the
   * rest are found by searching on the server as the user types (useSearchedLookups).
   */
  complete: boolean;
}

export const AUTOCOMPLETE_KEY = queryKeys.invoice.autocomplete;

export async function fetchAutocomplete(): Promise<AutocompleteData> {
  const data = camel<Partial<Record<keyof AutocompleteData, unknown>> | null>(
    // Started before the app's code when it opens on this screen (early-start.ts).
    await api.get<unknown>('/transactions/autocomplete'),
  );
  return {
    customers: listOf<CustomerOption>(data?.customers),
    items: listOf<ItemOption>(data?.items).map((i) => ({ ...i, taxes: i.taxes ?? [] })),
    projects: listOf(data?.projects),
    units: listOf<UnitOption>(data?.units),
    bankAccounts: listOf<BankAccountOption>(data?.bankAccounts),
    complete: (data as { complete?: unknown } | null)?.complete !== false,
  };
}

/** How many matches one search asks for. */
const SEARCH_LIMIT = 50;

async function searchAutocomplete(text: string) {
  const data = camel<{ customers?: unknown; items?: unknown } | null>(
    await api.get<unknown>(
      `/transactions/autocomplete?search=${encodeURIComponent(text)}&limit=${SEARCH_LIMIT}`,
    ),
  );
  return {
    customers: listOf<CustomerOption>(data?.customers),
    items: listOf<ItemOption>(data?.items).map((i) => ({ ...i, taxes: i.taxes ?? [] })),
  };
}

const unionById = <T extends { id: number }>(first: T[], more: T[][]): T[] => {
  const seen = new Set(first.map((x) => x.id));
  const out = [...first];
  for (const list of more) {
    for (const x of list) {
      if (seen.has(x.id)) continue;
      seen.add(x.id);
      out.push(x);
    }
  }
  return out;
};

/**
 * The lists the invoice screen picks from. A small shop's first reply is complete and used as
 * it is; a large shop's is the first page, so each text typed in a customer or item field (two
 * characters or more) is searched on the server and the matches join the lists.
 */
export function useSearchedLookups(base: AutocompleteData, typed: readonly string[]) {
  const texts = base.complete
    ? []
    : [...new Set(typed.map((t) => t.trim().toLowerCase()).filter((t) => t.length >= 2))];
  const results = useQueries({
    queries: texts.map((text) => ({
      queryKey: [...AUTOCOMPLETE_KEY, 'search', text],
      queryFn: () => searchAutocomplete(text),
      staleTime: 30_000,
    })),
  });
  const found = results.map((r) => r.data).filter((d) => d !== undefined);
  const key = results.map((r) => r.dataUpdatedAt).join(',');
  // Recomputed only when a search answered, not on every keystroke's render.
  return useMemo(() => {
    if (found.length === 0) return base;
    return {
      ...base,
      customers: unionById(
        base.customers,
        found.map((f) => f.customers),
      ),
      items: unionById(
        base.items,
        found.map((f) => f.items),
      ),
    };
  }, [base, key]);
}

export function useAutocompleteData() {
  return useQuery({ queryKey: AUTOCOMPLETE_KEY, queryFn: fetchAutocomplete });
}
