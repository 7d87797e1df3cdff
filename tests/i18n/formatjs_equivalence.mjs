// The compiled messages are what FormatJS itself would make of the sources.
//
//   node formatjs_equivalence.mjs <build output folder> <repository folder>
//
// For every message of every locale in <output>/i18n/*.json, this parses the
// source string from <repository>/i18n/<locale>.yaml with
// @formatjs/icu-messageformat-parser (as intl-messageformat does, given the
// locale) and checks that
//   1. the emitted AST deep-equals the parser's (after the bidi isolation the
//      toolchain adds around placeholders in right-to-left locales), and
//   2. intl-messageformat formats both to the same text for sample values
//      (every select case, plural counts across all categories, a date).
// The pseudo-locale is checked to format, bracketed, for every key.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const modules = join(import.meta.dirname, '..', 'node_modules');
const { parse } = await import(require.resolve(join(modules, '@formatjs/icu-messageformat-parser/index.js')));
const { IntlMessageFormat } = await import(require.resolve(join(modules, 'intl-messageformat/index.js')));
const YAML = await import(require.resolve(join(modules, 'yaml/dist/index.js')));

const [outFolder, repository] = process.argv.slice(2);
if (!outFolder || !repository) {
  console.error('usage: node formatjs_equivalence.mjs <build output folder> <repository folder>');
  process.exit(2);
}

const FSI = '\u2068';
const PDI = '\u2069';
const PLACEHOLDERS = new Set([1, 2, 3, 4, 7]); // argument, number, date, time, pound
const PSEUDO = 'en-XA';

/** The source strings of a locale file, by dotted key. */
function sources(tag) {
  const text = readFileSync(join(repository, 'i18n', `${tag}.yaml`), 'utf8');
  const document = YAML.parse(text, { schema: 'failsafe' }); // every scalar a string, as the toolchain reads it
  const out = new Map();
  const walk = (group, prefix) => {
    for (const [key, value] of Object.entries(group)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') out.set(path, value);
      else if (typeof value.message === 'string') out.set(path, value.message);
      else walk(value, path);
    }
  };
  walk(document.messages, '');
  return out;
}

/** The bidi isolation the toolchain applies, restated: FSI/PDI around placeholders, literals merged. */
function isolate(elements) {
  const out = [];
  const push = (element) => {
    const last = out[out.length - 1];
    if (element.type === 0 && last?.type === 0) last.value += element.value;
    else out.push(element);
  };
  for (const element of elements) {
    if (PLACEHOLDERS.has(element.type)) {
      push({ type: 0, value: FSI });
      push(element);
      push({ type: 0, value: PDI });
      continue;
    }
    if (element.options) {
      for (const option of Object.values(element.options)) option.value = isolate(option.value);
    }
    if (element.children) element.children = isolate(element.children);
    push(element);
  }
  return out;
}

const SAMPLE_DATE = new Date(Date.UTC(2024, 2, 5, 14, 7, 9));
const SAMPLE_COUNTS = [0, 1, 2, 3, 4, 5, 7, 11, 21, 22, 100, 101, 1000000, 1.5];

/** Value sets that visit every case of every select and plural of the message. */
function sampleValues(ast) {
  const base = {};
  const variants = [];
  const visit = (elements) => {
    for (const element of elements) {
      switch (element.type) {
        case 1: base[element.value] ??= 'Lucky Seven'; break;
        case 2: base[element.value] = 1234.5; break;
        case 3:
        case 4: base[element.value] = SAMPLE_DATE; break;
        case 5:
          base[element.value] ??= 'unlisted';
          variants.push([element.value, Object.keys(element.options)]);
          break;
        case 6:
          base[element.value] ??= 1;
          variants.push([element.value, SAMPLE_COUNTS]);
          break;
        case 8: base[element.value] = (chunks) => `<${element.value}>${chunks.join('')}</${element.value}>`; break;
      }
      for (const option of Object.values(element.options ?? {})) visit(option.value);
      if (element.children) visit(element.children);
    }
  };
  visit(ast);
  const sets = [{ ...base }];
  for (const [name, values] of variants) {
    for (const value of values) sets.push({ ...base, [name]: value });
  }
  return sets;
}

function format(message, tag, values) {
  const formatted = new IntlMessageFormat(message, tag).format(values);
  return Array.isArray(formatted) ? formatted.join('') : String(formatted);
}

let messages = 0;
let formatted = 0;
const failures = [];
const files = readdirSync(join(outFolder, 'i18n')).filter((name) => name.endsWith('.json')).sort();
for (const name of files) {
  const compiled = JSON.parse(readFileSync(join(outFolder, 'i18n', name), 'utf8'));
  const tag = compiled.locale;
  if (tag === PSEUDO) {
    for (const [key, ast] of Object.entries(compiled.messages)) {
      for (const values of sampleValues(ast)) {
        const text = format(ast, 'en', values);
        if (!text.startsWith('[') || !text.endsWith(']')) failures.push(`${tag} ${key}: not bracketed: ${text}`);
      }
    }
    continue;
  }
  const locale = new Intl.Locale(tag);
  const rtl = (locale.textInfo ?? locale.getTextInfo()).direction === 'rtl';
  const strings = sources(tag);
  assert.deepEqual(new Set(Object.keys(compiled.messages)), new Set(strings.keys()), `${tag}: the keys differ from the source file`);
  for (const [key, ast] of Object.entries(compiled.messages)) {
    const source = strings.get(key);
    const parsed = parse(source, { locale });
    try {
      assert.deepEqual(ast, rtl ? isolate(structuredClone(parsed)) : parsed);
    } catch (error) {
      failures.push(`${tag} ${key}: the AST differs from FormatJS's for ${JSON.stringify(source)}\n${error.message}`);
      continue;
    }
    messages += 1;
    for (const values of sampleValues(parsed)) {
      const fromSource = format(source, tag, values);
      const fromAst = format(ast, tag, values);
      const shown = rtl ? fromAst.replaceAll(FSI, '').replaceAll(PDI, '') : fromAst;
      if (shown !== fromSource) failures.push(`${tag} ${key}: ${JSON.stringify(fromAst)} != ${JSON.stringify(fromSource)}`);
      formatted += 1;
    }
  }
}

if (failures.length > 0) {
  console.error(failures.join('\n'));
  console.error(`${failures.length} failures`);
  process.exit(1);
}
console.log(`${files.length} message files: ${messages} ASTs equal to FormatJS's, ${formatted} formattings equal`);
