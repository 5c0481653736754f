// The insight form's state (spec section 4 Insights): the chosen type and its parameters with
// the spec's defaults. Choosing another type clears the parameters back to that type's
// defaults. The first problem with the parameters (the server's own messages, from the shared
// schemas) is always known, so Generate can stay disabled while there is one.
import type { Text } from '@hisaab/shared/i18n/messages';
import { useState } from 'react';
import { todayInIndia } from '@hisaab/shared/format';
import { validateInsightParams } from '@hisaab/shared/schemas/reports';
import { DEFAULT_INSIGHT, defaultInsightParams, type Params } from '../utils/insight-types.ts';

export interface ParamProblem {
  message: Text;
  /** The field the message belongs beside; none for a problem of the whole form. */
  field?: string;
}

export function insightProblem(type: string, params: Params): ParamProblem | null {
  const r = validateInsightParams(type, params);
  if (r.ok) return null;
  return { message: r.said ?? r.message, ...(r.field ? { field: r.field } : {}) };
}

interface FormState {
  type: string;
  params: Params;
}

const initial = (type: string): FormState => ({
  type,
  params: defaultInsightParams(type, todayInIndia()),
});

export function useInsightForm(initialType = DEFAULT_INSIGHT) {
  const [state, setState] = useState<FormState>(() => initial(initialType));
  return {
    ...state,
    problem: insightProblem(state.type, state.params),
    selectType: (type: string) => setState(initial(type)),
    setParam: (key: string, value: string) =>
      setState((s) => ({ ...s, params: { ...s.params, [key]: value } })),
  };
}

export type InsightForm = ReturnType<typeof useInsightForm>;
