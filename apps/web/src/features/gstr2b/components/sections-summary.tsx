// What the uploaded GSTR-2B holds, section by section: its documents, those an amendment in the
// same file replaced, and the input tax credit the file states (available, and not available).
// A section Hisaab does not read is still named here with its documents and ITC, so nothing in
// the file goes missing without a word.
import { formatINR } from '@hisaab/shared/format';
import { toPaise } from '@hisaab/shared/money';
import { GSTR2B_SECTION_TITLES, isGstr2bSection } from '@hisaab/shared/gstr2b';
import type { Gstr2bSectionSummary } from '@hisaab/shared/replies/gstr2b';
import { useTranslation } from '../../../i18n/react.ts';

type Heads = Gstr2bSectionSummary['itcAvailable'];

/** The heads' total, in paise (each head is rupees with at most two decimals). */
const totalPaise = (h: Heads) =>
  toPaise(h.igst) + toPaise(h.cgst) + toPaise(h.sgst) + toPaise(h.cess);

export function SectionsSummary({ sections }: { sections: readonly Gstr2bSectionSummary[] }) {
  const { t } = useTranslation();
  if (sections.length === 0) return null;
  const title = (s: Gstr2bSectionSummary) =>
    isGstr2bSection(s.section)
      ? t(GSTR2B_SECTION_TITLES[s.section])
      : t('Section {{section}} (not read)', { section: s.section });
  const unread = sections.filter((s) => !s.read);
  return (
    <div className="space-y-1">
      <div className="overflow-x-auto rounded-md border border-line">
        <table className="w-full text-sm" aria-label={t('What this GSTR-2B holds')}>
          <thead className="bg-surface text-left">
            <tr>
              <th className="px-2 py-1 font-medium">{t('Section')}</th>
              <th className="px-2 py-1 text-right font-medium">{t('Documents')}</th>
              <th className="px-2 py-1 text-right font-medium">{t('Replaced by amendments')}</th>
              <th className="px-2 py-1 text-right font-medium">{t('ITC available')}</th>
              <th className="px-2 py-1 text-right font-medium">{t('ITC not available')}</th>
            </tr>
          </thead>
          <tbody>
            {sections.map((s) => (
              <tr key={s.section} className="border-t border-line">
                <td className="px-2 py-1">{title(s)}</td>
                <td className="px-2 py-1 text-right">{s.documents}</td>
                <td className="px-2 py-1 text-right">{s.replaced}</td>
                <td className="px-2 py-1 text-right">{formatINR(totalPaise(s.itcAvailable))}</td>
                <td className="px-2 py-1 text-right">{formatINR(totalPaise(s.itcNotAvailable))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {unread.length > 0 && (
        <p className="text-sm text-muted" role="note">
          {t(
            'Hisaab does not read {{sections}}: their documents are counted above but not matched with your purchases.',
            { sections: unread.map((s) => s.section).join(', ') },
          )}
        </p>
      )}
    </div>
  );
}
