// /godowns (issue 40 part 3): the company's godowns (add, rename, mark the default, delete one
// that holds nothing and that nothing names) and the stock transfers between them (a new one
// warns before the server refuses taking more than the godown holds).
import { useState } from 'react';
import { todayInIndia } from '@hisaab/shared/format';
import { tk } from '@hisaab/shared/i18n/messages';
import { canManageMasterData, canWrite } from '@hisaab/shared/permissions';
import { useTranslation } from '../../../i18n/react.ts';
import { displayMessage } from '../../../api/api-error.ts';
import { useSession } from '../../../api/session.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { DatePicker } from '../../../ui/date-picker.tsx';
import { PageHeader } from '../../../ui/page-header.tsx';
import { Select } from '../../../ui/select.tsx';
import { LoadingText } from '../../../ui/spinner.tsx';
import { Table } from '../../../ui/table.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useAutocompleteData } from '../../invoice/index.ts';
import {
  godownName,
  useGodowns,
  useGodownWrites,
  useStockTransfers,
  type GodownReply,
} from '../api/godowns.ts';

const FAILED = tk('The change was not saved.');

export function GodownsPage() {
  const { t } = useTranslation();
  const { roles } = useSession();
  const godowns = useGodowns();
  return (
    <>
      <PageHeader title={t('Godowns')} />
      {godowns.isError && <Alert tone="error">{displayMessage(godowns.error, t(FAILED))}</Alert>}
      {!godowns.data ? (
        <LoadingText />
      ) : (
        <div className="flex flex-col gap-8">
          <GodownList godowns={godowns.data} manage={canManageMasterData(roles)} />
          <Transfers godowns={godowns.data} write={canWrite(roles)} />
        </div>
      )}
    </>
  );
}

function GodownList({ godowns, manage }: { godowns: GodownReply[]; manage: boolean }) {
  const { t } = useTranslation();
  const writes = useGodownWrites();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const attempt = async (call: () => Promise<unknown>) => {
    setError(null);
    try {
      await call();
      return true;
    } catch (err) {
      setError(displayMessage(err, t(FAILED)));
      return false;
    }
  };
  return (
    <section className="flex flex-col gap-3">
      {error && <Alert tone="error">{error}</Alert>}
      <Table
        caption={t('Godowns')}
        showCaption
        rows={godowns}
        rowKey={(g) => g.id}
        empty=""
        columns={[
          {
            key: 'name',
            header: t('Name'),
            render: (g) =>
              renaming?.id === g.id ? (
                <form
                  className="flex items-end gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    void attempt(() =>
                      writes.update(g.id, { name: renaming.name, version: g.version }),
                    ).then((ok) => ok && setRenaming(null));
                  }}
                >
                  <TextField
                    label={t('Name')}
                    value={renaming.name}
                    onChange={(e) => setRenaming({ id: g.id, name: e.target.value })}
                  />
                  <Button type="submit">{t('Save')}</Button>
                  <Button variant="ghost" onClick={() => setRenaming(null)}>
                    {t('Cancel')}
                  </Button>
                </form>
              ) : (
                <span className="font-medium">
                  {godownName(g)}{' '}
                  {g.isDefault && <span className="text-muted">({t('default')})</span>}
                </span>
              ),
          },
          {
            key: 'items',
            header: t('Items in stock'),
            align: 'right',
            render: (g) => g.stockItems,
          },
          {
            key: 'actions',
            header: '',
            render: (g) =>
              manage && renaming?.id !== g.id ? (
                <div className="flex justify-end gap-2">
                  <Button
                    variant="link"
                    onClick={() => setRenaming({ id: g.id, name: godownName(g) })}
                  >
                    {t('Rename')}
                  </Button>
                  {!g.isDefault && (
                    <Button
                      variant="link"
                      onClick={() =>
                        attempt(() =>
                          writes.update(g.id, {
                            name: g.name,
                            isDefault: true,
                            version: g.version,
                          }),
                        )
                      }
                    >
                      {t('Make default')}
                    </Button>
                  )}
                  {!g.isDefault && (
                    <Button
                      variant="link"
                      className="text-danger"
                      onClick={() => attempt(() => writes.remove(g.id, g.version))}
                    >
                      {t('Delete')}
                    </Button>
                  )}
                </div>
              ) : null,
          },
        ]}
      />
      {manage && (
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void attempt(() => writes.create({ name })).then((ok) => ok && setName(''));
          }}
        >
          <TextField
            label={t('New godown')}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
          <Button type="submit">{t('Add godown')}</Button>
        </form>
      )}
    </section>
  );
}

function Transfers({ godowns, write }: { godowns: GodownReply[]; write: boolean }) {
  const { t } = useTranslation();
  const transfers = useStockTransfers();
  const lookups = useAutocompleteData();
  const writes = useGodownWrites();
  const [date, setDate] = useState(todayInIndia());
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [itemId, setItemId] = useState('');
  const [quantity, setQuantity] = useState('');
  const [error, setError] = useState<string | null>(null);
  const options = godowns.map((g) => ({ value: String(g.id), label: godownName(g) }));
  const goods = (lookups.data?.items ?? []).filter((i) => !i.specialKind);
  const item = goods.find((i) => String(i.id) === itemId);
  // What the from-godown holds, as the bill screen's lists have it: warn before the server refuses.
  const held = item && from ? (item.godownStock?.[from] ?? 0) : null;
  const short = held !== null && Number(quantity) > held;
  const submit = async () => {
    setError(null);
    try {
      await writes.transfer({
        transferDate: date,
        fromGodownId: Number(from),
        toGodownId: Number(to),
        lineItems: [{ itemId: Number(itemId), quantity: Number(quantity), batchId: null }],
      });
      setQuantity('');
    } catch (err) {
      setError(displayMessage(err, t(FAILED)));
    }
  };
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-base font-semibold">{t('Stock transfers')}</h2>
      {write && godowns.length > 1 && (
        <form
          className="flex flex-wrap items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          <DatePicker label={t('Date')} value={date} onChange={setDate} className="w-40" />
          <Select
            label={t('From godown')}
            placeholder={t('Choose')}
            options={options}
            value={from}
            onChange={(e) => setFrom(e.target.value)}
          />
          <Select
            label={t('To godown')}
            placeholder={t('Choose')}
            options={options.filter((o) => o.value !== from)}
            value={to}
            onChange={(e) => setTo(e.target.value)}
          />
          <Select
            label={t('Item')}
            placeholder={t('Choose')}
            options={goods.map((i) => ({ value: String(i.id), label: i.name }))}
            value={itemId}
            onChange={(e) => setItemId(e.target.value)}
          />
          <TextField
            label={t('Quantity')}
            inputMode="decimal"
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            className="w-28"
            error={short ? t('Only {{stock}} in this godown', { stock: held }) : undefined}
          />
          <Button type="submit" disabled={!from || !to || !itemId || !quantity}>
            {t('Move stock')}
          </Button>
        </form>
      )}
      {error && <Alert tone="error">{error}</Alert>}
      {transfers.data && (
        <Table
          caption={t('Stock transfers')}
          rows={transfers.data.items}
          rowKey={(r) => r.id}
          empty={t('No stock transfers yet.')}
          columns={[
            { key: 'number', header: t('Number'), render: (r) => r.number },
            { key: 'date', header: t('Date'), render: (r) => r.transferDate },
            {
              key: 'from',
              header: t('From godown'),
              render: (r) => godownName({ name: r.fromGodownName }),
            },
            {
              key: 'to',
              header: t('To godown'),
              render: (r) => godownName({ name: r.toGodownName }),
            },
            { key: 'lines', header: t('Lines'), align: 'right', render: (r) => r.lines },
            {
              key: 'actions',
              header: '',
              render: (r) =>
                write ? (
                  <Button
                    variant="link"
                    className="text-danger"
                    onClick={async () => {
                      setError(null);
                      try {
                        await writes.removeTransfer(r.id);
                      } catch (err) {
                        setError(displayMessage(err, t(FAILED)));
                      }
                    }}
                  >
                    {t('Delete')}
                  </Button>
                ) : null,
            },
          ]}
        />
      )}
    </section>
  );
}
