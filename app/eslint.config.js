import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// STYLE 10: imports go one way, shared (components, lib, config) -> features -> app.
const sharedMustNotImport = [
  { regex: '(^|/)features/', message: 'Shared code (components, lib, config) does not import a feature.' },
  { regex: '(^|/)app/', message: 'Only src/app composes the app; import from shared code instead.' },
];

const featureMustNotImport = {
  regex: '^(\\.\\./)+(features|app)/',
  message: 'A feature does not import another feature or the app.',
};

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
    files: ['src/components/**/*.{ts,tsx}', 'src/lib/**/*.{ts,tsx}', 'src/config/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: sharedMustNotImport }] },
  },
  {
    // A feature's own files import each other with ./ (or ../ from a subfolder);
    // reaching ../../features/<other> or ../../app is the wrong direction.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [featureMustNotImport],
        },
      ],
    },
  },
  {
    // From a feature's top folder, ../<name>/ is another feature.
    files: ['src/features/*/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            featureMustNotImport,
            { regex: '^\\.\\./[^.]', message: 'A feature does not import another feature.' },
          ],
        },
      ],
    },
  },
);
