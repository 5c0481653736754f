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
    font: '/assets/inter-latin-400.woff2',
  })}</script>`;
  document.documentElement.className = '';
  localStorage.clear();
  if (opts.signedIn) localStorage.setItem('accessToken', 'tok-early');
  const fetch = vi.fn(() => Promise.resolve(new Response('{}')));
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

  it('starts nothing signed out, and draws in Inter when the font is cached', async () => {
    const { fetch } = await runEarlyStart({ signedIn: false, fontCached: true });
    expect(document.querySelectorAll('link[rel=modulepreload]')).toHaveLength(0);
    expect(fetch).not.toHaveBeenCalled();
    expect(window.__hisaabEarly).toBeUndefined();
    expect(document.documentElement.classList.contains('with-inter')).toBe(true);
  });
});
