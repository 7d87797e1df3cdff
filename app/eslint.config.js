import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// STYLE 10: imports go one way, shared (components, lib, config) -> features -> app.
// Across folders every import goes through the `@/` alias (src/), so the zones
// below read one spelling; a `../` that climbs out of a folder is refused
// (but for a file read as text, `?raw`, such as index.html outside src/).
const noClimbing = {
  regex: '^\\.\\./(?!.*\\?raw$)',
  message: "Import from another folder through '@/' (src/), not '../'.",
};

const sharedMustNotImport = [
  noClimbing,
  { regex: '^@/features/', message: 'Shared code (components, lib, config) does not import a feature.' },
  { regex: '^@/app/', message: 'Only src/app composes the app; import from shared code instead.' },
];

/** A feature may import shared code and itself: not another feature, not the app. */
const featureMustNotImport = (feature) => [
  noClimbing,
  { regex: `^@/features/(?!${feature}/)`, message: 'A feature does not import another feature.' },
  { regex: '^@/app/', message: 'A feature does not import the app.' },
];

const features = readdirSync(new URL('./src/features/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report'] },
  {
    extends: [js.configs.recommended, ...tseslint.configs.strict],
    files: ['**/*.{ts,tsx}'],
    languageOptions: { ecmaVersion: 2022, globals: globals.browser },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noClimbing] }] },
  },
  {
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/config/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedMustNotImport }] },
  },
  ...features.map((feature) => ({
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': ['error', { patterns: featureMustNotImport(feature) }] },
  })),
);
