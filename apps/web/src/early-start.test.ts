import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInIndia } from '@hisaab/shared/format';

// early-start.ts runs once, when loaded: each test loads a fresh copy.
// The browser's HTTP cache, as far as fetch sees it: what a plain fetch brought in, and what
// `cache: 'only-if-cached'` finds (it fails rather than go to the network).
const httpCache = new Set<string>();
const fetchWithCache = vi.fn((url: string, init?: RequestInit) => {
  if (init?.cache === 'only-if-cached') {
    return httpCache.has(url)
      ? Promise.resolve(new Response(''))
      : Promise.reject(new TypeError('Failed to fetch'));
  }
  httpCache.add(url);
  return Promise.resolve(new Response('{}'));
});

/** The URLs fetched from the network, not merely looked up in the HTTP cache. */
const networkFetches = (fetch: typeof fetchWithCache) =>
  fetch.mock.calls.filter(([, init]) => init?.cache !== 'only-if-cached').map(([url]) => url);

async function runEarlyStart(opts: {
  signedIn: boolean;
  /** Where Inter's regular face already is: the service worker's precache, or the HTTP cache. */
  fontCached: false | 'precache' | 'http';
  keepStorage?: boolean;
}) {
  vi.resetModules();
  document.head.innerHTML = `<script type="application/json" id="early-start">${JSON.stringify({
    screens: {
      frame: ['/assets/frame.js'],
      dashboard: ['/assets/dashboard.js'],
      invoice: ['/assets/invoice.js'],
    },
    fonts: ['/assets/inter-latin-400.woff2', '/assets/inter-latin-600.woff2'],
  })}</script>`;
  document.documentElement.className = '';
  if (!opts.keepStorage) localStorage.clear();
  if (opts.signedIn) localStorage.setItem('accessToken', 'tok-early');
  httpCache.clear();
  if (opts.fontCached === 'http') {
    httpCache.add('/assets/inter-latin-400.woff2');
    localStorage.setItem('hisaabFontsKept', '1');
  }
  fetchWithCache.mockClear();
  const fetch = fetchWithCache;
  vi.stubGlobal('fetch', fetch);
  const match = vi.fn((url: string) =>
    Promise.resolve(
      opts.fontCached === 'precache' && url === '/assets/inter-latin-400.woff2'
        ? new Response('')
        : undefined,
    ),
  );
  vi.stubGlobal('caches', { match });
  window.__hisaabEarly = undefined;
  await import('./early-start.ts');
  await window.__hisaabFonts;
  return { fetch, match };
}

afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

describe('early-start', () => {
  it('starts the dashboard’s code and its day’s data for a signed-in start', async () => {
    const { fetch } = await runEarlyStart({ signedIn: true, fontCached: false });
    const preloads = [...document.querySelectorAll('link[rel=modulepreload]')].map((l) =>
      l.getAttribute('href'),
    );
    expect(preloads).toEqual(['/assets/frame.js', '/assets/dashboard.js']);
    const url = `${location.origin}/api/dashboard?date=${todayInIndia()}`;
    expect(fetch).toHaveBeenCalledWith(url, {
      headers: { Accept: 'application/json', Authorization: 'Bearer tok-early' },
    });
    expect(window.__hisaabEarly?.get(url)?.token).toBe('tok-early');
    // The frame's plan line too.
    expect(window.__hisaabEarly?.has(`${location.origin}/api/subscription`)).toBe(true);
    // Inter only when the browser has it already.
    expect(document.documentElement.classList.contains('with-inter')).toBe(false);
  });

  it('fetches Inter after the page has loaded, and draws in it on the next visit', async () => {
    vi.useFakeTimers();
    try {
      const { fetch } = await runEarlyStart({ signedIn: false, fontCached: false });
      expect(document.documentElement.classList.contains('with-inter')).toBe(false);
      expect(networkFetches(fetch)).toEqual([]);
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(1_000);
      // (An earlier test's copy may fetch them too: the same two files.)
      expect([...new Set(networkFetches(fetch))]).toEqual([
        '/assets/inter-latin-400.woff2',
        '/assets/inter-latin-600.woff2',
      ]);
      expect(localStorage.getItem('hisaabFontsKept')).toBe('1');
    } finally {
      vi.useRealTimers();
    }
    // The next visit: kept in the HTTP cache (no service worker needed).
    vi.resetModules();
    document.documentElement.className = '';
    await import('./early-start.ts');
    await window.__hisaabFonts;
    expect(document.documentElement.classList.contains('with-inter')).toBe(true);
  });

  it('draws in the system font once the browser has dropped its cache', async () => {
    // Fetched on an earlier visit, but the HTTP cache has been cleared since.
    localStorage.setItem('hisaabFontsKept', '1');
    await runEarlyStart({ signedIn: true, fontCached: false, keepStorage: true });
    expect(document.documentElement.classList.contains('with-inter')).toBe(false);
    expect(localStorage.getItem('hisaabFontsKept')).toBeNull();
  });

  it('asks the HTTP cache only after a visit that fetched the faces', async () => {
    const { fetch } = await runEarlyStart({ signedIn: false, fontCached: false });
    // A look-up that misses is logged in the console: a first visit makes none.
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each(['precache', 'http'] as const)(
    'starts nothing signed out, and draws in Inter when the font is in the %s cache',
    async (cache) => {
      const { fetch } = await runEarlyStart({ signedIn: false, fontCached: cache });
      expect(document.querySelectorAll('link[rel=modulepreload]')).toHaveLength(0);
      expect(networkFetches(fetch)).toEqual([]);
      expect(window.__hisaabEarly).toBeUndefined();
      expect(document.documentElement.classList.contains('with-inter')).toBe(true);
    },
  );
});
