// A report's columns fit a 1280 px screen (issue 42): a wrapping header counts its longest word,
// and a long name is cut at the report's limit instead of pushing the amounts off screen.
import { describe, expect, it } from 'vitest';
import { columnWidths, type DataTableColumn } from './column-widths.ts';

type Row = { name: string; pending: string };
const columns: DataTableColumn<Row>[] = [
  { id: 'name', header: 'Customer', text: (r) => r.name },
  { id: 'pending', header: 'Taxable value', text: (r) => r.pending, align: 'right' },
];
const rows = [{ name: 'Gupta Builders and Developers Private Limited', pending: '₹590.00' }];

describe('columnWidths', () => {
  it('takes the whole header and names up to 40 characters by default (the dashboard)', () => {
    expect(columnWidths(columns, rows)).toEqual([42, 15]);
  });

  it("counts a wrapping header's longest word, a tenth wider, and cuts names at the limit", () => {
    // "Taxable" is 7 letters: 8 with capitals' spacing, plus 2 for the cell's padding.
    expect(columnWidths(columns, rows, { headerWraps: true, maxCh: 14 })).toEqual([16, 10]);
  });
});
