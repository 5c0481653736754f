// The invitation resend cooldown, kept per email in localStorage (spec sections 4 and 9).

export const RESEND_COOLDOWN_SECONDS = 600;
const KEY_PREFIX = 'inviteResendAvailableAt:';

function key(email: string): string {
  return KEY_PREFIX + email.trim().toLowerCase();
}

/** Extends (never shortens) the cooldown to at least `seconds` from now. */
export function startResendCooldown(email: string, seconds: number, now = Date.now()): void {
  if (!(seconds > 0)) return;
  const until = now + Math.ceil(seconds) * 1000;
  const stored = Number(localStorage.getItem(key(email)));
  if (Number.isFinite(stored) && stored >= until) return;
  localStorage.setItem(key(email), String(until));
}

export function resendSecondsLeft(email: string, now = Date.now()): number {
  const until = Number(localStorage.getItem(key(email)));
  if (!Number.isFinite(until) || until <= now) return 0;
  return Math.ceil((until - now) / 1000);
}

/** 600 → '10:00', 59 → '00:59'. */
export function formatMmSs(totalSeconds: number): string {
  const s = Math.max(0, Math.ceil(totalSeconds));
  const mm = String(Math.floor(s / 60)).padStart(2, '0');
  const ss = String(s % 60).padStart(2, '0');
  return `${mm}:${ss}`;
}
