// One finding of GSTR-1's checks (gstr1-checks.ts and gstr1-export-checks.ts share it).
export interface GstCheck {
  severity: 'error' | 'warning';
  check: string;
  message: string;
  /** The document to open (a link on the screen), when there is one. */
  number: string | null;
  transactionId: number | null;
  /** A unit to give a GST unit code: the screen offers the codes beside the message. */
  unitId?: number;
  unitName?: string;
}
