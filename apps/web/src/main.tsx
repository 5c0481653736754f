import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { registerSW } from 'virtual:pwa-register';
import './fonts.css';
import './styles.css';
import { App } from './app/app.tsx';
import { InvoicePage } from './app/lazy-screens.ts';
import { preloadStart } from './app/routes.tsx';
import { getAccessToken } from './api/tokens.ts';
import { applyLanguage } from './i18n/i18n.ts';
import { storedLanguage } from './i18n/stored-language.ts';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// The first render waits for the chunks it draws (the routes for the session, a signed-in
// start's first screen, loaded side by side) and, up to 1 s, for nothing else: rendered before
// them, React would show the screen only 300 ms after its loading fallback (issue 14). A
// chunk that fails or is slower renders through its Suspense boundary as before.
const firstChunks = Promise.race([
  preloadStart(location.pathname, getAccessToken() !== null).catch(() => undefined),
  new Promise((resolve) => setTimeout(resolve, 1_000)),
]);
// The typeface is chosen before it too (early-start.ts: a look-up in the browser's caches,
// done long before this script has arrived). The render is a transition, which React builds in
// slices: the frame and the first screen in one piece were a single long task on a phone.
// And the chosen language's catalogue, when it is not English (one chunk, fetched beside them).
const language = applyLanguage(storedLanguage()).catch(() => undefined);
void Promise.all([firstChunks, window.__hisaabFonts, language]).then(() => {
  const app = createRoot(root);
  startTransition(() =>
    app.render(
      <StrictMode>
        <App />
      </StrictMode>,
    ),
  );
});

// Once the page has loaded and a second has passed, what the first screen did not need:
// - the service worker that lets the app open offline (vite.config.ts). A new version installs
//   in the background and takes over on the next open: the page is never reloaded under a
//   bill. Its precache is the whole app, which on a phone's network must not share the
//   bandwidth of the first screen's code and data.
// - the bill's code, signed in: the screen a counter opens most (Alt+N) then draws without a
//   trip to the server for it (1.3 s on a slow phone's network before).
function afterLoad() {
  // bench/web-weight.ts counts what was fetched before this mark as the first screen's.
  performance.mark('hisaab:after-load');
  if ('serviceWorker' in navigator) registerSW({ immediate: true });
  if (getAccessToken()) void InvoicePage.prefetch().catch(() => undefined);
}
if (document.readyState === 'complete') setTimeout(afterLoad, 1_000);
else addEventListener('load', () => setTimeout(afterLoad, 1_000), { once: true });
