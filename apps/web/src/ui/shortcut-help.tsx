import { useTranslation } from '../i18n/react.ts';
import { Dialog } from './dialog.tsx';
import { SHORTCUTS, shortcutText } from './keymap.ts';

/** The `?` sheet: every shortcut of the keymap, the key to press, and where it acts. */
export function ShortcutHelp({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={t('Keyboard shortcuts')} onClose={onClose}>
      <table className="w-full border-collapse text-sm">
        <caption className="sr-only">{t('Keyboard shortcuts')}</caption>
        <thead className="text-left text-xs uppercase tracking-wide text-muted">
          <tr>
            <th scope="col" className="py-1 pr-2 font-medium">
              {t('Action')}
            </th>
            <th scope="col" className="py-1 pr-2 font-medium">
              {t('Keys')}
            </th>
            <th scope="col" className="py-1 font-medium">
              {t('Where')}
            </th>
          </tr>
        </thead>
        <tbody>
          {SHORTCUTS.map((s) => (
            <tr key={s.id} className="border-t border-line">
              <th scope="row" className="py-1.5 pr-2 text-left font-normal">
                {t(s.label)}
              </th>
              <td className="py-1.5 pr-2">
                <kbd className="rounded border border-line bg-canvas px-1.5 py-0.5 font-mono text-xs">
                  {shortcutText(s.id)}
                </kbd>
              </td>
              <td className="py-1.5 text-muted">{t(s.where)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-xs text-muted">
        {t(
          "On a bill, Enter moves to the next field; Enter on the last line's rate adds a line. In a search box, Ctrl+1..5 picks a numbered suggestion and Ctrl+0 adds a new entry.",
        )}
      </p>
    </Dialog>
  );
}
