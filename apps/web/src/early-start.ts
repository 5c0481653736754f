// The first thing a signed-in start runs: a few hundred bytes, loaded by index.html beside the
// app's scripts (vite.config.ts, firstScreenPreloads), that starts the first screen's code and
// data at once. Without it the screen's chunks were requested only once the app's own scripts
// (React among them) had downloaded and run, and its data only once the screen had rendered:
// two more trips over a phone's network before the screen could show (issue 14). No imports:
// it must not wait for any other file.
//
// The code: modulepreload links for the screen's chunks, listed by the build in index.html's
// #early-start (JSON, not a script). The data: GETs with the stored access token, kept in
// window.__hisaabEarly for api/client.ts, which takes each answer once instead of asking again
// (a refused token is refreshed there as for any request).
//
// It also decides the typeface, for any visitor: Inter when the browser already has it (every
// visit after the first: see hasInter), else the system's sans-serif for this visit. A first visit on a phone's network would otherwise wait for 110 KB of fonts before
// the first screen, or re-flow its text when they came (a layout shift). main.tsx renders once
// window.__hisaabFonts has settled, so the text never changes face under the user.

declare global {
  interface Window {
    __hisaabEarly?: Map<string, { token: string; at: number; response: Promise<Response> }>;
    __hisaabFonts?: Promise<void>;
  }
}

interface Listed {
  screens?: Record<string, string[]>;
  /** Inter's faces (fonts.css), the regular Latin one first. */
  fonts?: string[];
}

/** Set once this browser has fetched the faces (keep, below). */
const FONTS_KEPT = 'hisaabFontsKept';

/**
 * Whether this browser has Inter already: in the service worker's precache, or fetched on an
 * earlier visit and still in the HTTP cache (a year, immutable), which covers a shop's plain
 * http://192.168.… server where no service worker runs. The flag alone would lie once the
 * browser had evicted or cleared its cache, and the first screen would then wait for 110 KB of
 * fonts, so the HTTP cache is asked too (only-if-cached never goes to the network; asked only
 * behind the flag, as a miss is logged in the console).
 */
async function hasInter(fonts: string[]): Promise<boolean> {
  const font = fonts[0]!;
  try {
    if ('caches' in window && (await caches.match(font)) !== undefined) return true;
    if (localStorage.getItem(FONTS_KEPT) !== '1') return false;
  } catch {
    return false; // storage blocked
  }
  const cached = await fetch(font, { cache: 'only-if-cached', mode: 'same-origin' }).then(
    (r) => r.ok,
    () => false,
  );
  if (!cached) localStorage.removeItem(FONTS_KEPT);
  return cached;
}

async function chooseTypeface(fonts: string[]): Promise<void> {
  if (fonts.length === 0) return;
  // A look-up that hangs must not hold the first render: past 200 ms, the system's typeface.
  const timeout = new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 200));
  if (await Promise.race([hasInter(fonts), timeout])) {
    document.documentElement.classList.add('with-inter');
    return;
  }
  // Fetched for the next visit once this page has loaded, not before its first screen.
  const keep = () =>
    setTimeout(() => {
      Promise.all(fonts.map((font) => fetch(font).then((r) => (r.ok ? r.blob() : null))))
        .then((faces) => {
          if (faces.every((face) => face !== null)) localStorage.setItem(FONTS_KEPT, '1');
        })
        .catch(() => undefined); // the next visit tries again
    }, 1_000);
  if (document.readyState === 'complete') keep();
  else addEventListener('load', keep, { once: true });
}

/** The screen a path opens, as the router draws it; null for anything else. */
function screenOf(path: string): 'dashboard' | 'invoice' | 'expense' | null {
  if (path.startsWith('/invoice/print')) return null;
  if (path.startsWith('/invoice')) return 'invoice';
  if (path.startsWith('/expense')) return 'expense';
  return ['/', '/login', '/dashboard'].includes(path) ? 'dashboard' : null;
}

/** What each screen asks first (its queries' paths under /api); the frame asks the plan. */
function firstGets(screen: 'dashboard' | 'invoice' | 'expense'): string[] {
  if (screen === 'invoice')
    return ['/subscription', '/transactions/autocomplete', '/companysettings'];
  if (screen !== 'dashboard') return ['/subscription'];
  // The day the dashboard opens on: the one chosen earlier in this tab, else today in India.
  let day: string | null = null;
  try {
    day = sessionStorage.getItem('dashboardSelectedDate');
  } catch {
    // storage blocked: today
  }
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day))
    day = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
  return ['/subscription', `/dashboard?date=${day}`];
}

function start(): void {
  const text = document.getElementById('early-start')?.textContent;
  const listed = (text ? JSON.parse(text) : {}) as Listed;
  window.__hisaabFonts = chooseTypeface(listed.fonts ?? []);
  let token: string | null;
  try {
    token = localStorage.getItem('accessToken');
  } catch {
    return; // storage blocked: the app will say so
  }
  const screen = screenOf(location.pathname);
  if (!token || !screen) return;
  const chunks = listed.screens ?? {};
  for (const href of [...(chunks.frame ?? []), ...(chunks[screen] ?? [])]) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
  // Only where the API is the app's own origin (no runtime or build-time API base).
  if (window.__HISAAB_CONFIG__?.apiBase || import.meta.env.VITE_API_BASE) return;
  const early = new Map<string, { token: string; at: number; response: Promise<Response> }>();
  for (const path of firstGets(screen)) {
    const url = `${location.origin}/api${path}`;
    const response = fetch(url, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    response.catch(() => undefined); // a failure is the screen's to show, when it asks
    early.set(url, { token, at: Date.now(), response });
  }
  window.__hisaabEarly = early;
}

start();

export {};
