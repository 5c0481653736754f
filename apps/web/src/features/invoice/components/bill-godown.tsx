// The godown a bill's goods leave or enter (issue 40 part 3): shown only when the company keeps
// two godowns or more; none chosen is the default one (the server's rule too).
import { MAIN_GODOWN } from '@hisaab/shared/schemas/godown';
import { useTranslation } from '../../../i18n/react.ts';
import { Select } from '../../../ui/select.tsx';

export interface GodownOption {
  id: number;
  name: string;
  isDefault: boolean;
}

/** The godown a bill names: the one chosen, else the default one. */
export const billGodownId = (chosen: number | null | undefined, godowns: readonly GodownOption[]) =>
  chosen ?? godowns.find((g) => g.isDefault)?.id ?? null;

export function BillGodown({
  godowns,
  value,
  onChange,
  isPurchase,
}: {
  godowns: readonly GodownOption[];
  value: number | null | undefined;
  onChange: (godownId: number) => void;
  isPurchase: boolean;
}) {
  const { t } = useTranslation();
  if (godowns.length < 2) return null;
  return (
    <Select
      label={isPurchase ? t('Into godown') : t('From godown')}
      className="w-56"
      value={String(billGodownId(value, godowns) ?? '')}
      onChange={(e) => onChange(Number(e.target.value))}
      options={godowns.map((g) => ({
        value: String(g.id),
        label: g.name === MAIN_GODOWN ? t(MAIN_GODOWN) : g.name,
      }))}
    />
  );
}
