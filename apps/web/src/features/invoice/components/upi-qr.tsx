import { useMemo } from 'react';
import { QR_QUIET_ZONE, qrDarkRuns, qrMatrix } from '@hisaab/shared/upi';
import type { PrintLabels } from '@hisaab/shared/i18n/print-labels';
import type { PrintModel } from '../model/print-model.ts';

/**
 * The bill's UPI QR as SVG squares (crisp on any printer), with what it asks for beside or
 * under it. `size` is a Tailwind size class in millimetres, e.g. "size-[30mm]".
 */
export function UpiQr({
  upi,
  labels,
  size,
  stacked = false,
}: {
  upi: NonNullable<PrintModel['upi']>;
  /** The document language's labels (issue 28). */
  labels: PrintLabels;
  size: string;
  stacked?: boolean;
}) {
  const matrix = useMemo(() => qrMatrix(upi.link), [upi.link]);
  const side = matrix.length + 2 * QR_QUIET_ZONE;
  return (
    <figure
      className={`flex items-center gap-2 ${stacked ? 'flex-col text-center' : ''}`}
      data-testid="upi-qr"
    >
      <svg
        viewBox={`0 0 ${side} ${side}`}
        className={`${size} shrink-0 bg-white`}
        shapeRendering="crispEdges"
        role="img"
        aria-label={`UPI QR code: ${upi.caption.replace(/\n/g, ' / ')}`}
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
      <figcaption className="min-w-0 break-words">
        <strong className="block whitespace-pre-line">{upi.caption}</strong>
        <span className="block">{labels.t('with any UPI app')}</span>
        <span className="block break-all">
          {labels.t('UPI ID')}: {upi.upiId}
        </span>
      </figcaption>
    </figure>
  );
}
