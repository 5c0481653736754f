/* global process, console, Buffer, document -- a Node script; document is the page that draws */
// Draws the app's icons (web app manifest, iOS home screen, favicon) on a canvas in headless
// Chromium and writes them as PNGs into public/icons. Run again after changing the design:
//   node apps/web/scripts/make-icons.mjs
// A maskable icon keeps its mark inside the middle 80% (the safe zone a phone may crop to).
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ACCENT = '#0f6e5c';
const out = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public/icons');

const icons = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'icon-maskable-512.png', size: 512, maskable: true },
  { file: 'apple-touch-icon.png', size: 180, maskable: true },
  { file: 'favicon-32.png', size: 32, maskable: false },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const page = await browser.newPage();
for (const icon of icons) {
  const dataUrl = await page.evaluate(
    ({ size, maskable, accent }) => {
      const canvas = document.createElement('canvas');
      canvas.width = size;
      canvas.height = size;
      const g = canvas.getContext('2d');
      const s = size / 512;
      // Full-bleed square for maskable icons; a rounded tile otherwise.
      g.fillStyle = accent;
      if (maskable) g.fillRect(0, 0, size, size);
      else {
        g.beginPath();
        g.roundRect(0, 0, size, size, 96 * s);
        g.fill();
      }
      // A ledger page: white sheet, ruled lines, and a rupee sign.
      const k = maskable ? 0.72 : 0.86;
      g.save();
      g.translate(size / 2, size / 2);
      g.scale(k, k);
      g.translate(-size / 2, -size / 2);
      g.fillStyle = '#ffffff';
      g.beginPath();
      g.roundRect(116 * s, 76 * s, 280 * s, 360 * s, 28 * s);
      g.fill();
      g.strokeStyle = '#cfe6df';
      g.lineWidth = 10 * s;
      for (const y of [330, 370]) {
        g.beginPath();
        g.moveTo(156 * s, y * s);
        g.lineTo(356 * s, y * s);
        g.stroke();
      }
      g.fillStyle = accent;
      g.font = `bold ${230 * s}px "Noto Sans", "DejaVu Sans", sans-serif`;
      g.textAlign = 'center';
      g.textBaseline = 'middle';
      g.fillText('₹', 256 * s, 200 * s);
      g.restore();
      return canvas.toDataURL('image/png');
    },
    { size: icon.size, maskable: icon.maskable, accent: ACCENT },
  );
  writeFileSync(path.join(out, icon.file), Buffer.from(dataUrl.split(',')[1], 'base64'));
  console.log(`wrote ${icon.file}`);
}
await browser.close();
