// Helpers of the language journeys (issue 28): the Hindi catalogue as the test's dictionary
// (so a reworded translation does not break the test, a missing one does), and the checks a
// person makes on a screen in a longer script: nothing scrolls sideways, nothing is cut off.
import { readdirSync, readFileSync } from 'node:fs';
import { expect, type Page, type TestInfo } from '@playwright/test';

function catalogue(language: string): Record<string, string> {
  const merged: Record<string, string> = {};
  for (const dir of [
    new URL(`../../apps/web/src/locales/${language}/`, import.meta.url),
    new URL(`../../packages/shared/src/i18n/catalogues/${language}/`, import.meta.url),
  ]) {
    for (const f of readdirSync(dir).filter((n) => n.endsWith('.json')))
      Object.assign(merged, JSON.parse(readFileSync(new URL(f, dir), 'utf8')));
  }
  return merged;
}

const catalogues = new Map<string, Record<string, string>>();

/** An English text as the app shows it in `language`; fails when the catalogue lacks it. */
export function translated(
  language: 'hi' | 'mr',
  english: string,
  params: Record<string, string | number> = {},
): string {
  if (!catalogues.has(language)) catalogues.set(language, catalogue(language));
  const text = catalogues.get(language)![english];
  expect(text, `no ${language} text for "${english}"`).toBeTruthy();
  return text!.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, k: string) => String(params[k] ?? ''));
}

/** The Hindi of an English text, as the app shows it. */
export const hindi = (english: string, params: Record<string, string | number> = {}) =>
  translated('hi', english, params);

/** Texts cut off by their box (overflow hidden without an ellipsis) and sideways scrolling. */
export async function expectNothingClipped(page: Page, where: string): Promise<void> {
  const found = await page.evaluate(() => {
    const bad: string[] = [];
    const doc = document.documentElement;
    if (doc.scrollWidth > window.innerWidth)
      bad.push(`page is ${doc.scrollWidth}px wide at ${window.innerWidth}px`);
    for (const el of Array.from(document.body.querySelectorAll<HTMLElement>('*'))) {
      if (!el.offsetParent && el.tagName !== 'BODY') continue; // not shown
      const style = getComputedStyle(el);
      const own = Array.from(el.childNodes).some(
        (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '',
      );
      if (!own || style.textOverflow === 'ellipsis') continue;
      // Visually hidden on purpose (sr-only: a 1 px box for screen readers).
      if (el.getBoundingClientRect().width <= 1 || el.closest('.sr-only')) continue;
      const clipsX = ['hidden', 'clip'].includes(style.overflowX);
      const clipsY = ['hidden', 'clip'].includes(style.overflowY);
      if (
        (clipsX && el.scrollWidth > el.clientWidth + 1) ||
        (clipsY && el.scrollHeight > el.clientHeight + 1)
      )
        bad.push(`${el.tagName.toLowerCase()} "${el.textContent!.trim().slice(0, 40)}"`);
    }
    return bad;
  });
  expect(found, `cut off on ${where}`).toEqual([]);
}

/** Kept in the test's output folder (and the report) for a person to look at. */
export async function keepScreenshot(page: Page, testInfo: TestInfo, name: string) {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
