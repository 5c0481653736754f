import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../../i18n/react.ts';
import { tk } from '@hisaab/shared/i18n/messages';
import { bankAccountLabel } from '@hisaab/shared/bank-account';
import { formatDate } from '@hisaab/shared/format';
import { paiseToString } from '@hisaab/shared/money';
import { openingBalancesSchema } from '@hisaab/shared/schemas/opening-balance';
import { invalidateAfterWrite } from '../../../../api/query-keys.ts';
import { isStaleEdit } from '../../../../api/api-error.ts';
import { Button } from '../../../../ui/button.tsx';
import { TextField } from '../../../../ui/text-field.tsx';
import { useToast } from '../../../../ui/toast.tsx';
import type { BankAccount } from '../../api/bank-accounts.ts';
import {
  saveOpeningBalances,
  useOpeningBalances,
  type OpeningBalances,
} from '../../api/opening-balances.ts';
import { fieldError, settingsError } from '../common/messages.ts';
import { MessageAlert } from '../../../../ui/message-alert.tsx';
import type { ScreenMessage } from '../../../../ui/message-alert.tsx';
import { issueText } from '@hisaab/shared/schemas/zod-messages';
import type { Text } from '@hisaab/shared/i18n/messages';

const FAILED_TO_SAVE = tk('Failed to save opening balances.');

/** Paise as the field shows them in rupees: "2500.50", "0.00". */
const asText = (paise: number) => paiseToString(paise);

type Texts = { cash: string; accounts: Record<number, string> };

function textsOf(saved: OpeningBalances | undefined, accounts: readonly BankAccount[]): Texts {
  return {
    cash: asText(saved?.cashInHandPaise ?? 0),
    accounts: Object.fromEntries(
      accounts.map((a) => [a.id, asText(saved?.byAccountPaise.get(a.id) ?? 0)]),
    ),
  };
}

/**
 * Opening balances: cash in hand and each bank account when the books start. Saved together;
 * the server posts them against the opening-balance account, dated the start of the books.
 */
export function OpeningBalancesForm({ accounts }: { accounts: readonly BankAccount[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const toast = useToast();
  const saved = useOpeningBalances();
  const [texts, setTexts] = useState<Texts>(() => textsOf(undefined, accounts));
  const [errors, setErrors] = useState<Record<string, Text>>({});
  const [failure, setFailure] = useState<ScreenMessage | null>(null);
  // The version the figures shown are based on (issue 37): the save sends it back. It follows
  // the stored figures while nothing is typed; once something is, only this form's own saves
  // and Reload move it, so a save made meanwhile by someone else answers 409.
  const [basedOn, setBasedOn] = useState<number | null>(null);
  const accountKey = accounts.map((a) => a.id).join(',');

  // Fields typed in since the last save: the saved figures must not overwrite them when they
  // arrive late (a quick user types before the first answer; the save would then send 0).
  const edited = useRef(new Set<string>());

  // The saved figures fill the form when they arrive and when the accounts change (the ids
  // say when they change; the array itself is new on every render).
  useEffect(() => {
    const stored = saved.data?.version;
    if (stored !== undefined)
      setBasedOn((was) => (was === null || edited.current.size === 0 ? stored : was));
    const fresh = textsOf(saved.data, accounts);
    setTexts((now) => ({
      cash: edited.current.has('cash') ? now.cash : fresh.cash,
      accounts: Object.fromEntries(
        Object.entries(fresh.accounts).map(([id, text]) => [
          id,
          edited.current.has(`bank-${id}`) ? (now.accounts[Number(id)] ?? text) : text,
        ]),
      ),
    }));
  }, [saved.data, accountKey]);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setFailure(null);
    const body = {
      version: basedOn,
      cashInHand: texts.cash.trim() || '0',
      bankAccounts: accounts.map((a) => ({
        bankAccountId: a.id,
        amount: texts.accounts[a.id]?.trim() || '0',
      })),
    };
    const checked = openingBalancesSchema.safeParse(body);
    if (!checked.success) {
      const found: Record<string, Text> = {};
      for (const issue of checked.error.issues) {
        const [first, index] = issue.path;
        const key =
          first === 'bankAccounts' && typeof index === 'number'
            ? `bank-${accounts[index]?.id ?? ''}`
            : 'cash';
        found[key] ??= issueText(issue);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    try {
      setBasedOn((await saveOpeningBalances(body)).version);
      edited.current.clear(); // the saved answer is now what the fields should show
      await invalidateAfterWrite(queryClient, 'openingBalance');
      toast(t('Opening balances saved.'));
    } catch (err) {
      const text = settingsError(err, FAILED_TO_SAVE);
      // Saved by someone else since: what was typed stays until Reload shows what is stored.
      setFailure({ tone: 'error', text, ...(isStaleEdit(err) ? { reload } : {}) });
    }
  }

  /** Reads the stored figures again; they replace what was typed. */
  function reload() {
    setFailure(null);
    edited.current.clear();
    void saved.refetch();
  }

  return (
    <form
      aria-labelledby="opening-balances-title"
      noValidate
      onSubmit={(e) => void onSubmit(e)}
      className="flex flex-col gap-3 rounded-md border border-line bg-surface p-3"
    >
      <div>
        <h2 id="opening-balances-title" className="text-base font-semibold">
          {t('Opening balances')}
        </h2>
        <p className="text-sm text-muted">
          {saved.data?.date
            ? t('Dated {{date}}, the start of the books.', { date: formatDate(saved.data.date) })
            : t('Dated the start of the books (the first bill or expense, or today).')}{' '}
          {t('A bank account may open overdrawn (a minus amount).')}
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        <TextField
          label={t('Cash in hand')}
          inputMode="decimal"
          className="[&_input]:text-right [&_input]:tabular-nums"
          value={texts.cash}
          error={fieldError(errors.cash)}
          onChange={(e) => {
            edited.current.add('cash');
            setTexts({ ...texts, cash: e.target.value });
          }}
        />
        {accounts.map((a) => (
          <TextField
            key={a.id}
            label={bankAccountLabel(a)}
            inputMode="decimal"
            className="[&_input]:text-right [&_input]:tabular-nums"
            value={texts.accounts[a.id] ?? ''}
            error={fieldError(errors[`bank-${a.id}`])}
            onChange={(e) => {
              edited.current.add(`bank-${a.id}`);
              setTexts({ ...texts, accounts: { ...texts.accounts, [a.id]: e.target.value } });
            }}
          />
        ))}
      </div>
      <MessageAlert message={failure} onDismiss={() => setFailure(null)} />
      <div>
        <Button type="submit" disabled={saved.isPending}>
          {t('Save opening balances')}
        </Button>
      </div>
    </form>
  );
}
