// Settings › Items › Print labels (issue 40): tick the items (those with a barcode), set the
// copies of each, choose A4 sheets (3 × 8 labels of 70 × 37 mm) or 50 × 25 mm thermal labels,
// and get the PDF to print. The server draws the labels (items/item-labels-pdf.ts).
import { useState } from 'react';
import { formatINR } from '@hisaab/shared/format';
import { toPaise } from '@hisaab/shared/money';
import { LABEL_LIMITS, type LabelFormat } from '@hisaab/shared/schemas/item-labels';
import { tk } from '@hisaab/shared/i18n/messages';
import { useTranslation } from '../../../../i18n/react.ts';
import { displayMessage } from '../../../../api/api-error.ts';
import { messageText } from '../../../../i18n/i18n.ts';
import { Alert } from '../../../../ui/alert.tsx';
import { Button } from '../../../../ui/button.tsx';
import { Select } from '../../../../ui/select.tsx';
import { downloadLabels, type Item } from '../../api/items.ts';

const LABELS_FAILED = tk('Failed to make the labels.');
const NONE_CHOSEN = tk('Choose at least one item for labels.');

export function LabelsPanel({ items, onClose }: { items: readonly Item[]; onClose: () => void }) {
  const { t } = useTranslation();
  const withCodes = items.filter((i) => !i.locked && i.barcodes.length > 0);
  const [copies, setCopies] = useState<Record<number, string>>({});
  const [format, setFormat] = useState<LabelFormat>('a4');
  const [error, setError] = useState<string | null>(null);
  const chosen = withCodes.filter((i) => copies[i.id] !== undefined);

  async function make() {
    setError(null);
    if (chosen.length === 0) {
      setError(NONE_CHOSEN);
      return;
    }
    try {
      await downloadLabels({
        format,
        items: chosen.map((i) => ({ itemId: i.id, copies: copies[i.id] || '1' })),
      });
    } catch (err) {
      setError(displayMessage(err, LABELS_FAILED));
    }
  }

  return (
    <section
      aria-label={t('Print labels')}
      className="flex flex-col gap-3 rounded-md border border-line bg-surface p-3"
    >
      <div className="flex flex-wrap items-end gap-3">
        <h2 className="mr-auto text-base font-semibold">{t('Print labels')}</h2>
        <Select
          label={t('Labels')}
          value={format}
          onChange={(e) => setFormat(e.target.value as LabelFormat)}
          options={[
            { value: 'a4', label: t('A4 sheet, 3 × 8 labels of 70 × 37 mm') },
            { value: 'thermal', label: t('Thermal labels, 50 × 25 mm') },
          ]}
        />
        <Button onClick={make}>{t('Download labels (PDF)')}</Button>
        <Button variant="secondary" onClick={onClose}>
          {t('Close')}
        </Button>
      </div>
      {error && (
        <Alert tone="error" onDismiss={() => setError(null)}>
          {messageText(error)}
        </Alert>
      )}
      {withCodes.length === 0 ? (
        <p className="text-sm text-muted">
          {t('No item has a barcode yet: add codes in an item’s form.')}
        </p>
      ) : (
        <table className="w-full border-collapse text-sm">
          <thead className="text-left text-xs uppercase tracking-wide text-muted">
            <tr>
              <th scope="col" className="w-10 px-2 py-1">
                <span className="sr-only">{t('Print')}</span>
              </th>
              <th scope="col" className="px-2 py-1">
                {t('Item')}
              </th>
              <th scope="col" className="px-2 py-1">
                {t('Barcode')}
              </th>
              <th scope="col" className="px-2 py-1 text-right">
                {t('Rate')}
              </th>
              <th scope="col" className="w-28 px-2 py-1 text-right">
                {t('Copies')}
              </th>
            </tr>
          </thead>
          <tbody>
            {withCodes.map((item) => {
              const on = copies[item.id] !== undefined;
              return (
                <tr key={item.id} className="border-t border-line">
                  <td className="px-2 py-1">
                    <input
                      type="checkbox"
                      className="h-4 w-4 accent-[var(--color-accent)]"
                      aria-label={t('Print labels of {{item}}', { item: item.name })}
                      checked={on}
                      onChange={(e) =>
                        setCopies((c) => {
                          const next = { ...c };
                          if (e.target.checked) next[item.id] = '1';
                          else delete next[item.id];
                          return next;
                        })
                      }
                    />
                  </td>
                  <td className="px-2 py-1">{item.name}</td>
                  <td className="px-2 py-1 font-mono text-xs">{item.barcodes[0]}</td>
                  <td className="px-2 py-1 text-right tabular-nums">
                    {formatINR(toPaise(item.rate))}
                  </td>
                  <td className="px-2 py-1 text-right">
                    <input
                      type="number"
                      min={1}
                      max={LABEL_LIMITS.copies}
                      step={1}
                      className="w-20 rounded border border-line px-2 py-1 text-right tabular-nums"
                      aria-label={t('Copies of {{item}}', { item: item.name })}
                      value={copies[item.id] ?? ''}
                      placeholder="1"
                      onChange={(e) => setCopies((c) => ({ ...c, [item.id]: e.target.value }))}
                    />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
