// Lint for the catalogues (issue 28), run by `npm run lint`: every text the code marks for
// translation is in every language's catalogue, with the same {{placeholders}}, and no file
// is malformed. Texts are found where the code marks them: t('...'), i18n.t('...'),
// tk('...'), fmt('...', ...), msg('...', ...) and <Trans i18nKey="...">. Server and shared
// code must find their texts in the shared catalogues (the server loads only those); the web
// may use either.
//   node scripts/i18n/check.mjs            fails on a missing text or a bad catalogue
//   node scripts/i18n/check.mjs --missing  prints the missing texts as JSON, per language
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../..');
const SHARED_CATALOGUES = 'packages/shared/src/i18n/catalogues';
const WEB_CATALOGUES = 'apps/web/src/locales';
const LANGUAGES = ['hi', 'mr']; // English is the keys themselves
const MARKERS = new Set(['t', 'tk', 'fmt', 'msg']);
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist') continue;
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) walk(full, out);
    else if (/\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts'))
      out.push(full);
  }
  return out;
}

function keysIn(file) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
  );
  const found = [];
  const literal = (node) =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      ? node.text
      : null;
  const visit = (node) => {
    if (ts.isCallExpression(node)) {
      const callee = node.expression;
      const name = ts.isIdentifier(callee)
        ? callee.text
        : ts.isPropertyAccessExpression(callee)
          ? callee.name.text
          : null;
      const key = literal(node.arguments[0]);
      if (name && MARKERS.has(name) && key !== null) {
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        found.push({ key, where: `${path.relative(root, file)}:${line + 1}` });
      }
    }
    if (ts.isJsxAttribute(node) && node.name.getText() === 'i18nKey') {
      const key = node.initializer && literal(node.initializer);
      if (key !== null && key !== undefined) found.push({ key, where: path.relative(root, file) });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const problems = [];

function readCatalogues(dir) {
  const merged = {};
  let files;
  try {
    files = readdirSync(dir).filter((f) => f.endsWith('.json'));
  } catch {
    return merged;
  }
  for (const f of files) {
    const file = path.join(dir, f);
    let data;
    try {
      data = JSON.parse(readFileSync(file, 'utf8'));
    } catch (e) {
      problems.push(`${path.relative(root, file)}: not valid JSON (${e.message})`);
      continue;
    }
    for (const [k, v] of Object.entries(data)) {
      if (typeof v !== 'string' || v.trim() === '') {
        problems.push(`${path.relative(root, file)}: "${k}" has no text`);
        continue;
      }
      if (k in merged && merged[k] !== v) {
        problems.push(`${path.relative(root, file)}: "${k}" is translated differently elsewhere`);
      }
      merged[k] = v;
    }
  }
  return merged;
}

const placeholders = (s) =>
  [...s.matchAll(PLACEHOLDER)]
    .map((m) => m[1])
    .sort()
    .join(',');
const PLURAL = /_(zero|one|two|few|many|other)$/;

function has(catalogue, key) {
  return key in catalogue || `${key}_other` in catalogue;
}

const serverKeys = [
  ...walk(path.join(root, 'apps/server/src')),
  ...walk(path.join(root, 'packages/shared/src')),
].flatMap(keysIn);
const webKeys = walk(path.join(root, 'apps/web/src')).flatMap(keysIn);

const missing = {};
for (const language of LANGUAGES) {
  const shared = readCatalogues(path.join(root, SHARED_CATALOGUES, language));
  const web = readCatalogues(path.join(root, WEB_CATALOGUES, language));
  const both = { ...web, ...shared };
  for (const [key, text] of Object.entries(web))
    if (key in shared && shared[key] !== text)
      problems.push(
        `${language}: "${key}" is translated differently in the web and shared catalogues`,
      );
  const lack = new Map();
  for (const { key, where } of serverKeys) if (!has(shared, key)) lack.set(key, where);
  for (const { key, where } of webKeys) if (!has(both, key)) lack.set(key, where);
  missing[language] = Object.fromEntries(lack);
  for (const [key, where] of lack) problems.push(`${language}: missing "${key}" (${where})`);
  for (const [key, text] of Object.entries(both)) {
    const base = key.replace(PLURAL, '');
    if (placeholders(base) !== placeholders(text) && !(PLURAL.test(key) && text.includes('{{')))
      problems.push(`${language}: "${key}" and its text differ in {{placeholders}}`);
  }
}

if (process.argv.includes('--missing')) {
  console.log(JSON.stringify(missing, null, 2));
} else if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`\n${problems.length} catalogue problem(s).`);
  process.exit(1);
} else {
  console.log(
    `catalogues: ${new Set([...serverKeys, ...webKeys].map((k) => k.key)).size} texts in ${LANGUAGES.length + 1} languages`,
  );
}
