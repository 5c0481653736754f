// GET /transactions/autocomplete: customers (with balance), items (with taxes and stock),
// projects, units and bank accounts for the invoice screen.
import { useMemo } from 'react';
import { useQueries, useQuery } from '@tanstack/react-query';
import { autocompleteReply, type AutocompleteReply } from '@hisaab/shared/replies/lookups';
import { api } from '../../../api/client.ts';
import { parseReply } from '../../../api/reply.ts';
import { queryKeys } from '../../../api/query-keys.ts';

export type {
  BankAccountOption,
  CustomerOption,
  ItemOption,
  ItemTax,
  SpecialKind,
  UnitOption,
} from '@hisaab/shared/replies/lookups';

export type AutocompleteData = AutocompleteReply;

export const AUTOCOMPLETE_KEY = queryKeys.invoice.autocomplete;

export async function fetchAutocomplete(): Promise<AutocompleteData> {
  // Started before the app's code when it opens on this screen (early-start.ts).
  return parseReply(autocompleteReply, await api.get<unknown>('/transactions/autocomplete'));
}

/** How many matches one search asks for. */
const SEARCH_LIMIT = 50;

async function searchAutocomplete(text: string) {
  const { customers, items } = parseReply(
    autocompleteReply,
    await api.get<unknown>(
      `/transactions/autocomplete?search=${encodeURIComponent(text)}&limit=${SEARCH_LIMIT}`,
    ),
  );
  return { customers, items };
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
