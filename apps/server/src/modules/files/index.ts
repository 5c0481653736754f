// The files module's public file: what other modules (and app.ts) use of it. Code outside
// modules/files/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { fileRoutes } from './files.routes.ts';
// The PDF page with the shipped fonts and Devanagari shaping: the items module's labels.
export { createPdf } from './pdf-page.ts';
