// Spec section 7 base path rule: runtime configuration, else the build setting, else origin + /api.

declare global {
  interface Window {
    __HISAAB_CONFIG__?: { apiBase?: string };
  }
}

function trimSlash(s: string): string {
  return s.replace(/\/+$/, '');
}

export function apiBase(): string {
  const runtime = typeof window !== 'undefined' ? window.__HISAAB_CONFIG__?.apiBase : undefined;
  if (runtime) return trimSlash(runtime);
  const built = import.meta.env.VITE_API_BASE as string | undefined;
  if (built) return trimSlash(built);
  return `${location.origin}/api`;
}
