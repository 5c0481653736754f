// An item's stock per godown under its total (issue 40 part 3), shown only when the company
// keeps more than one godown; the parts add up to the total (item_godown_stock's one home).
import { godownName, useGodowns } from '../api/godowns.ts';

const qty = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 3 });

export function GodownStock({
  stock,
}: {
  stock: readonly { godownId: number; stock: number }[] | undefined;
}) {
  const godowns = useGodowns();
  if (!godowns.data || godowns.data.length < 2 || !stock || stock.length === 0) return null;
  return (
    <span className="block text-xs text-muted" data-testid="godown-stock">
      {stock
        .map((s) => {
          const g = godowns.data.find((x) => x.id === s.godownId);
          return `${g ? godownName(g) : '?'} ${qty.format(s.stock)}`;
        })
        .join(' · ')}
    </span>
  );
}
