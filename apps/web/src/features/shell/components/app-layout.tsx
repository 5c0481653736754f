import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../../../i18n/react.ts';
import { useQueryClient } from '@tanstack/react-query';
import { useSession } from '../../../api/session.ts';
import { LoadingText } from '../../../ui/spinner.tsx';
import { logout } from '../api/logout.ts';
import { useAppShortcuts } from '../hooks/use-app-shortcuts.ts';
import { useServerLanguage } from '../hooks/use-language.ts';
import { OfflineBanner } from './offline-banner.tsx';
import { ScreenErrorBoundary } from './screen-error-boundary.tsx';
import { SideNav } from './side-nav.tsx';

// The `?` sheet and its dialog library load when first opened, not with every first screen.
const ShortcutHelp = lazy(() =>
  import('../../../ui/shortcut-help.tsx').then((m) => ({ default: m.ShortcutHelp })),
);

/**
 * Signed-in frame: side navigation on desktop, a menu button and drawer at 640 px and below.
 * `banner` is a line above every screen (the plan's notice, given by the app).
 */
export function AppLayout({ banner }: { banner?: ReactNode }) {
  const { t } = useTranslation();
  const { roles } = useSession();
  useServerLanguage();
  const queryClient = useQueryClient();
  const [menuOpen, setMenuOpen] = useState(false);
  const shortcuts = useAppShortcuts();

  async function onLogout() {
    await logout();
    queryClient.clear();
  }

  return (
    <div className="min-h-screen min-[641px]:flex">
      <div className="flex items-center justify-between border-b border-line bg-surface px-3 py-2 min-[641px]:hidden">
        <span className="font-semibold text-accent">Hisaab</span>
        <button
          type="button"
          aria-expanded={menuOpen}
          aria-controls="main-nav-drawer"
          onClick={() => setMenuOpen((o) => !o)}
          className="rounded-md border border-line px-3 py-1.5 text-sm"
        >
          {menuOpen ? t('Close menu') : t('Menu')}
        </button>
      </div>
      {menuOpen && (
        <div id="main-nav-drawer" className="border-b border-line bg-surface min-[641px]:hidden">
          <SideNav
            roles={roles}
            onNavigate={() => setMenuOpen(false)}
            onLogout={onLogout}
            onShortcuts={shortcuts.openHelp}
          />
        </div>
      )}
      <aside className="hidden w-52 shrink-0 flex-col border-r border-line bg-surface min-[641px]:flex">
        <div className="px-6 pt-4 text-lg font-semibold text-accent">Hisaab</div>
        <SideNav roles={roles} onLogout={onLogout} onShortcuts={shortcuts.openHelp} />
      </aside>
      <main className="min-w-0 flex-1 px-3 py-4 sm:px-6">
        <OfflineBanner />
        {banner}
        <ScreenErrorBoundary>
          <Suspense fallback={<LoadingText />}>
            <Outlet />
          </Suspense>
        </ScreenErrorBoundary>
      </main>
      {shortcuts.helpOpen && (
        <Suspense fallback={null}>
          <ShortcutHelp open onClose={shortcuts.closeHelp} />
        </Suspense>
      )}
    </div>
  );
}
