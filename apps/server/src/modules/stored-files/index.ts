// The stored-files module's public file: what other modules (and app.ts) use of it. Code outside
// modules/stored-files/ imports it from here only (.dependency-cruiser.cjs); tests may reach in.
export { storageKeysOf } from './stored-files.repo.ts';
