// On the printed bill: the IRN, Ack No and Ack Date with the IRP's signed QR (the JWT itself
// drawn as a QR code, as NIC prints it), and the e-way bill number with its validity.
import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/react.ts';
import { QR_QUIET_ZONE, qrDarkRuns, qrMatrix } from '@hisaab/shared/upi';
import { formatDate, formatDateTime } from '@hisaab/shared/format';
import { useEInvoiceStatus } from '../api/einvoice-api.ts';
import { useTransport } from '../../ewaybill/index.ts';

export function EInvoicePrint({ transactionId }: { transactionId: number }) {
  const { t } = useTranslation();
  const status = useEInvoiceStatus(transactionId);
  const transport = useTransport(transactionId);
  const record = status.data?.eInvoice?.status === 'active' ? status.data.eInvoice : null;
  const ewb = transport.data?.transport.ewbNo ? transport.data.transport : null;
  if (!record && !ewb) return null;
  return (
    <section
      className="mt-2 flex items-start justify-between gap-4 border-b border-black pb-2"
      data-testid="print-einvoice"
    >
      <div className="min-w-0 space-y-0.5">
        {record && (
          <>
            <p className="font-semibold">{t('e-Invoice')}</p>
            <p className="break-all">
              {t('IRN')}: <strong>{record.irn}</strong>
            </p>
            <p>
              {t('Ack No.')}: <strong>{record.ackNo}</strong> &nbsp; {t('Ack Date')}:{' '}
              <strong>{formatDateTime(record.ackDate)}</strong>
            </p>
          </>
        )}
        {ewb && (
          <p>
            {t('E-way Bill No.')}: <strong data-testid="print-ewb">{ewb.ewbNo}</strong>
            {ewb.validUntil && (
              <>
                {' '}
                &nbsp; {t('Valid until')}: <strong>{formatDate(ewb.validUntil)}</strong>
              </>
            )}
          </p>
        )}
      </div>
      {record && <SignedQr text={record.signedQr} />}
    </section>
  );
}

function SignedQr({ text }: { text: string }) {
  const { t } = useTranslation();
  const matrix = useMemo(() => qrMatrix(text), [text]);
  const side = matrix.length + 2 * QR_QUIET_ZONE;
  return (
    <svg
      viewBox={`0 0 ${side} ${side}`}
      className="size-[40mm] shrink-0 bg-white"
      shapeRendering="crispEdges"
      role="img"
      aria-label={t('e-Invoice signed QR code')}
      data-testid="einvoice-qr"
    >
      {qrDarkRuns(matrix).map(([r, c, len]) => (
        <rect
          key={`${r}-${c}`}
          x={c + QR_QUIET_ZONE}
          y={r + QR_QUIET_ZONE}
          width={len}
          height={1}
          fill="#000"
        />
      ))}
    </svg>
  );
}
