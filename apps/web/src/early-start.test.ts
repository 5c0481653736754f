import { afterEach, describe, expect, it, vi } from 'vitest';
import { todayInIndia } from '@hisaab/shared/format';

// early-start.ts runs once, when loaded: each test loads a fresh copy.
async function runEarlyStart(opts: { signedIn: boolean; fontCached: boolean }) {
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
  localStorage.clear();
  if (opts.signedIn) localStorage.setItem('accessToken', 'tok-early');
  const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response('{}')));
  vi.stubGlobal('fetch', fetch);
  const match = vi.fn((url: string) =>
    Promise.resolve(
      opts.fontCached && url === '/assets/inter-latin-400.woff2' ? new Response('') : undefined,
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
      expect(fetch).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('load'));
      await vi.advanceTimersByTimeAsync(1_000);
      // (An earlier test's copy may fetch them too: the same two files.)
      expect([...new Set(fetch.mock.calls.map((c) => c[0]))]).toEqual([
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

  it('starts nothing signed out, and draws in Inter when the font is cached', async () => {
    const { fetch } = await runEarlyStart({ signedIn: false, fontCached: true });
    expect(document.querySelectorAll('link[rel=modulepreload]')).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(window.__hisaabEarly).toBeUndefined();
    expect(document.documentElement.classList.contains('with-inter')).toBe(true);
  });
});
