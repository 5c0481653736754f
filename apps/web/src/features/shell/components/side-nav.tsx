import { NavLink } from 'react-router';
import { useTranslation } from '../../../i18n/react.ts';
import { canAccessScreen } from '@hisaab/shared/permissions';
import { Button } from '../../../ui/button.tsx';
import { ariaKeyShortcuts, shortcutText } from '../../../ui/keymap.ts';
import { LanguageSelect } from '../../../ui/language-select.tsx';
import { useVersion } from '../api/get-version.ts';
import { useLanguage } from '../hooks/use-language.ts';
import { NAV_ITEMS } from './nav-items.ts';

interface SideNavProps {
  roles: readonly string[];
  onNavigate?: () => void;
  onLogout: () => Promise<void>;
  /** Opens the keyboard shortcuts sheet. */
  onShortcuts: () => void;
}

export function SideNav({ roles, onNavigate, onLogout, onShortcuts }: SideNavProps) {
  const { t } = useTranslation();
  const [, chooseLanguage] = useLanguage();
  const version = useVersion();
  const items = NAV_ITEMS.filter((i) => canAccessScreen(roles, i.screen));
  const label = version.data?.version ? `v${version.data.version}` : null;
  return (
    <nav aria-label={t('Main')} className="flex h-full flex-col gap-1 p-3">
      <ul className="flex flex-col gap-0.5">
        {items.map((item) => (
          <li key={item.to}>
            <NavLink
              to={item.to}
              onClick={onNavigate}
              aria-keyshortcuts={item.shortcut && ariaKeyShortcuts(item.shortcut)}
              title={item.shortcut && shortcutText(item.shortcut)}
              className={({ isActive }) =>
                `block rounded-md px-3 py-2 text-sm font-medium ${
                  isActive ? 'bg-accent-soft text-accent' : 'text-ink hover:bg-canvas'
                }`
              }
            >
              {t(item.label)}
            </NavLink>
          </li>
        ))}
      </ul>
      <div className="mt-auto flex flex-col gap-2 border-t border-line pt-3">
        <Button
          variant="ghost"
          className="justify-start"
          onClick={onShortcuts}
          aria-keyshortcuts={ariaKeyShortcuts('help')}
        >
          {t('Keyboard shortcuts')}
          <kbd aria-hidden="true" className="ml-auto text-xs text-muted">
            ?
          </kbd>
        </Button>
        <Button variant="ghost" className="justify-start" onClick={onLogout}>
          {t('Logout')}
        </Button>
        <LanguageSelect
          id={onNavigate ? 'language-drawer' : 'language'}
          choose={chooseLanguage}
          className="px-3 py-2"
        />
        {label && <span className="px-3 text-xs text-muted">{label}</span>}
      </div>
    </nav>
  );
}
