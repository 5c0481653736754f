// The Generate tab's form state (spec section 4 Reports): the chosen type, its parameters with
// the spec's defaults, the save checkbox and snapshot name. Choosing another type clears the
// parameters to their defaults and resets the snapshot name.
import type { Text } from '@hisaab/shared/i18n/messages';
import { issueText } from '@hisaab/shared/schemas/zod-messages';
import { useState } from 'react';
import { todayInIndia } from '@hisaab/shared/format';
import { REPORT_VALIDATION } from '@hisaab/shared/validation-messages';
import { bankTransactionsParamsSchema, validateReportParams } from '@hisaab/shared/schemas/reports';
import {
  BANK_TRANSACTIONS,
  canSave,
  defaultParams,
  GST_RETURNS,
  type Params,
} from '../utils/report-types.ts';
import { defaultSnapshotName } from '../utils/snapshot-name.ts';

export const DEFAULT_REPORT = 'sales';

export interface ParamProblem {
  message: Text;
  /** The field the message belongs beside; none for a problem of the whole form. */
  field?: string;
}

/** First problem with a type's parameters (the server's own messages), or null. */
export function paramProblem(type: string, params: Params): ParamProblem | null {
  if (type === GST_RETURNS) return null;
  if (type === BANK_TRANSACTIONS) {
    const r = bankTransactionsParamsSchema.safeParse(params);
    if (r.success) return null;
    const issue = r.error.issues[0];
    const field = issue?.path[0];
    return {
      message: issueText(issue, REPORT_VALIDATION.unsupported),
      ...(typeof field === 'string' ? { field } : {}),
    };
  }
  const r = validateReportParams(type, params);
  if (r.ok) return null;
  return { message: r.said ?? r.message, ...(r.field ? { field: r.field } : {}) };
}

interface FormState {
  type: string;
  params: Params;
  save: boolean;
  snapshotName: string;
  /** Messages show once Generate was pressed, then follow every change. */
  attempted: boolean;
}

function initial(type: string): FormState {
  return {
    type,
    params: defaultParams(type, todayInIndia()),
    save: canSave(type),
    snapshotName: defaultSnapshotName(type),
    attempted: false,
  };
}

export function useReportForm(initialType = DEFAULT_REPORT) {
  const [state, setState] = useState<FormState>(() => initial(initialType));
  const problem = paramProblem(state.type, state.params);
  return {
    ...state,
    problem: state.attempted ? problem : null,
    selectType: (type: string) => setState(initial(type)),
    setParam: (key: string, value: string) =>
      setState((s) => ({ ...s, params: { ...s.params, [key]: value } })),
    setSave: (save: boolean) => setState((s) => ({ ...s, save: save && canSave(s.type) })),
    setSnapshotName: (snapshotName: string) => setState((s) => ({ ...s, snapshotName })),
    /** Marks the form as submitted; answers whether it may be sent. */
    attempt: (): boolean => {
      setState((s) => ({ ...s, attempted: true }));
      return problem === null;
    },
  };
}

export type ReportForm = ReturnType<typeof useReportForm>;
