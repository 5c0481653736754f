// The challan screen's two dialogs (issue 40): Record goods returned (a line, how many came
// back and when: stock comes back in) and the e-way bill JSON (the transport for this trip;
// document type CHL, the sub-type of the challan's reason; nothing is stored).
import { useState } from 'react';
import { todayInIndia } from '@hisaab/shared/format';
import { tk } from '@hisaab/shared/i18n/messages';
import type { ChallanReturnInput } from '@hisaab/shared/schemas/challan';
import { useTranslation } from '../../../i18n/react.ts';
import { displayMessage } from '../../../api/api-error.ts';
import { saveBlob } from '../../../api/download.ts';
import { Alert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { DatePicker } from '../../../ui/date-picker.tsx';
import { Dialog } from '../../../ui/dialog.tsx';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { challanEWayBill, type ChallanReply } from '../api/challans.ts';

const RETURN_FAILED = tk('Failed to record the goods returned.');
const EWAY_FAILED = tk('Failed to make the e-way bill file.');

export function ReturnDialog(props: {
  open: boolean;
  challan: ChallanReply;
  onClose: () => void;
  onSave: (body: ChallanReturnInput) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const open = props.challan.lineItems.filter((l) => l.pending > 0);
  const [lineId, setLineId] = useState(open[0]?.id ?? 0);
  const line = open.find((l) => l.id === lineId);
  const [quantity, setQuantity] = useState(line ? String(line.pending) : '');
  const [date, setDate] = useState(todayInIndia());
  const [remark, setRemark] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function save() {
    setError(null);
    try {
      await props.onSave({
        lineId,
        quantity: quantity.trim(),
        returnDate: date,
        remark: remark || null,
        version: props.challan.version,
      });
      props.onClose();
    } catch (e) {
      setError(displayMessage(e, t(RETURN_FAILED)));
    }
  }

  return (
    <Dialog
      open={props.open}
      title={t('Record goods returned')}
      onClose={props.onClose}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('Cancel')}
          </Button>
          <Button onClick={save}>{t('Save')}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {error && <Alert tone="error">{error}</Alert>}
        <Select
          label={t('Item')}
          value={String(lineId)}
          options={open.map((l) => ({
            value: String(l.id),
            label: t('{{item}} ({{pending}} {{unit}} pending)', {
              item: l.itemName,
              pending: l.pending,
              unit: l.unitName,
            }),
          }))}
          onChange={(e) => {
            const next = open.find((l) => l.id === Number(e.target.value));
            setLineId(Number(e.target.value));
            if (next) setQuantity(String(next.pending));
          }}
        />
        <TextField
          label={t('Quantity returned')}
          inputMode="decimal"
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          data-autofocus=""
        />
        <DatePicker label={t('Date returned')} value={date} onChange={setDate} />
        <TextField label={t('Remark')} value={remark} onChange={(e) => setRemark(e.target.value)} />
      </div>
    </Dialog>
  );
}

export function EWayBillDialog(props: {
  open: boolean;
  challan: ChallanReply;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [vehicleNo, setVehicleNo] = useState('');
  const [distance, setDistance] = useState('');
  const [error, setError] = useState<string | null>(null);

  async function download() {
    setError(null);
    try {
      const body = await challanEWayBill(props.challan.id, {
        transMode: '1',
        vehicleNo: vehicleNo || null,
        distanceKm: distance === '' ? null : Number(distance),
      });
      const name = `ewaybill-${props.challan.number.replace(/[^A-Za-z0-9-]/g, '-')}.json`;
      saveBlob(new Blob([JSON.stringify(body, null, 2)], { type: 'application/json' }), name);
      props.onClose();
    } catch (e) {
      setError(displayMessage(e, t(EWAY_FAILED)));
    }
  }

  return (
    <Dialog
      open={props.open}
      title={t('E-way bill JSON')}
      onClose={props.onClose}
      footer={
        <>
          <Button variant="secondary" onClick={props.onClose}>
            {t('Cancel')}
          </Button>
          <Button onClick={download}>{t('Download JSON')}</Button>
        </>
      }
    >
      <div className="flex flex-col gap-3">
        {error && <Alert tone="error">{error}</Alert>}
        <p className="text-sm text-muted">
          {t('By road, as a delivery challan (CHL), for the reason of the challan.')}
        </p>
        <TextField
          label={t('Vehicle number')}
          value={vehicleNo}
          onChange={(e) => setVehicleNo(e.target.value)}
          data-autofocus=""
        />
        <TextField
          label={t('Distance (km)')}
          inputMode="numeric"
          value={distance}
          onChange={(e) => setDistance(e.target.value)}
        />
      </div>
    </Dialog>
  );
}
