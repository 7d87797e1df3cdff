// Builds a repository, then checks that the output contracts agree
// (codegen/output_contract.h): every JSON file of the output validates with
// Ajv (draft 2020-12, strict) against the JSON Schema the build wrote beside
// it, every JSON file has a schema, and each TypeScript interface that a
// schema also defines has the same fields, optional in both or in neither.
// Usage: node output_schemas_test.mjs <lobbykit> <repository> <out>
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

const [lobbykit, repository, out] = process.argv.slice(2);
const Ajv2020 = await import('ajv/dist/2020.js').then(
  (module) => module.default,
  () => {
    console.error("Ajv is not installed: run 'npm ci' in tests/ (./kit test does)");
    process.exit(1);
  },
);
execFileSync(lobbykit, ['--root', repository, 'build', '--out', out], { stdio: ['ignore', 'ignore', 'inherit'] });

/** Which schema each JSON file of the output follows. */
function schemaOf(path) {
  if (path === 'catalogue.json') return 'schema/catalogue.schema.json';
  if (path === 'themes.json') return 'schema/themes.schema.json';
  if (path === 'themes-contrast.json') return 'schema/themes-contrast.schema.json';
  if (/^i18n\/[A-Za-z-]+\.[0-9a-f]{10}\.json$/.test(path)) return 'schema/messages.schema.json';
  return undefined;
}

function walk(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(folder, entry.name)) : [join(folder, entry.name)],
  );
}

const failures = [];
const ajv = new Ajv2020({ strict: true, allErrors: true });
const validators = new Map();
const schemas = new Map();
let validated = 0;
for (const file of walk(out)) {
  const path = relative(out, file).split('\\').join('/');
  if (!path.endsWith('.json') || path.startsWith('schema/')) continue;
  const schemaPath = schemaOf(path);
  if (!schemaPath) {
    failures.push(`${path}: no JSON Schema describes this file`);
    continue;
  }
  if (!validators.has(schemaPath)) {
    const schema = JSON.parse(readFileSync(join(out, schemaPath), 'utf8'));
    schemas.set(schemaPath, schema);
    validators.set(schemaPath, ajv.compile(schema));
  }
  const validate = validators.get(schemaPath);
  if (!validate(JSON.parse(readFileSync(file, 'utf8')))) {
    failures.push(`${path} does not match ${schemaPath}: ${ajv.errorsText(validate.errors)}`);
  }
  validated += 1;
}

/** Each `export interface` of the generated modules: name -> {field: optional}. */
function interfaces() {
  const found = new Map();
  for (const file of readdirSync(out).filter((name) => name.endsWith('.ts'))) {
    const text = readFileSync(join(out, file), 'utf8');
    for (const match of text.matchAll(/^export interface (\w+)[^{]*\{\n([\s\S]*?)^\}/gm)) {
      const fields = {};
      for (const field of match[2].matchAll(/^ {2}(?:readonly )?("[^"]+"|\w+)(\??):/gm)) {
        fields[field[1].replace(/"/g, '')] = field[2] === '?';
      }
      found.set(match[1], { file, fields });
    }
  }
  return found;
}

let compared = 0;
const typescript = interfaces();
for (const [schemaPath, schema] of schemas) {
  for (const [name, definition] of Object.entries(schema.$defs ?? {})) {
    // catalogue.json's category is a Category with its games.
    const typeName = name === 'CatalogueCategory' ? 'Category' : name;
    const declared = typescript.get(typeName);
    if (!declared) continue;
    const fields = {};
    for (const field of Object.keys(definition.properties)) {
      fields[field] = !(definition.required ?? []).includes(field);
    }
    if (name === 'CatalogueCategory') delete fields.games;
    const want = JSON.stringify(declared.fields);
    const got = JSON.stringify(fields);
    if (want !== got) {
      failures.push(`${declared.file} ${typeName} ${want} disagrees with ${schemaPath} $defs/${name} ${got}`);
    }
    compared += 1;
  }
}
if (compared === 0) failures.push('no TypeScript interface was compared with a schema');

if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`${validated} JSON files valid against their schemas; ${compared} interfaces agree with their schemas`);
