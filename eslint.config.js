// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import pluginQuery from '@tanstack/eslint-plugin-query';
import globals from 'globals';

/**
 * Import direction: lib/ui → features → app.
 * - lib and ui never import features or app.
 * - a feature imports another feature only through its public index.ts.
 * - nothing in src imports the sandbox (it is never bundled).
 */
const features = ['auth', 'catalogue', 'orders', 'workspace'];

/** JavaScript files no tsconfig holds: typed by the project service's default project. */
export const DEFAULT_PROJECT_FILES = ['eslint.config.js', 'scripts/*.mjs', '.ci/*.mjs'];

const featureRules = features.map((feature) => ({
  files: [`src/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['**/app/**', '**/app'], message: 'Features must not import from app/.' },
          { group: ['**/sandbox/**'], message: 'The sandbox is never bundled into the app.' },
          { group: ['**/doctor/**'], message: 'src never imports the doctor.' },
          ...features
            .filter((other) => other !== feature)
            .map((other) => ({
              group: [`**/${other}/*`, `!**/${other}/index`, `!**/${other}/index.ts`],
              message: `Import ${other} through its public index only.`,
            })),
        ],
      },
    ],
  },
}));

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'coverage',
      'test-results',
      'playwright-report',
      '.sandbox-data',
      'bench/results',
      '.tmp',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: {
          allowDefaultProject: DEFAULT_PROJECT_FILES,
        },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-assertions': [
        'error',
        { assertionStyle: 'as', objectLiteralTypeAssertions: 'never' },
      ],
      '@typescript-eslint/restrict-template-expressions': [
        'error',
        { allowNumber: true, allowBoolean: true },
      ],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' },
      ],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    ...jsxA11y.flatConfigs.recommended,
  },
  ...pluginQuery.configs['flat/recommended'],
  // The doctor (doctor/) runs the app's own readers: it may import src; src never imports it.
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/doctor/**'], message: 'src never imports the doctor.' }] },
      ],
    },
  },
  {
    files: ['src/lib/**/*.{ts,tsx}', 'src/ui/**/*.{ts,tsx}', 'src/config/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '**/app/**',
                ...features.map((f) => `**/${f}/**`),
                ...features.map((f) => `**/${f}`),
              ],
              message: 'lib/ui/config must not import features or app.',
            },
            { group: ['**/doctor/**'], message: 'src never imports the doctor.' },
          ],
        },
      ],
    },
  },
  ...featureRules,
  // Import cycles are checked by scripts/check-import-cycles.mjs (run with lint), not here.
  {
    files: [
      'sandbox/**/*.ts',
      'tests/**/*.ts',
      'bench/**/*.ts',
      'doctor/**/*.ts',
      'scripts/**/*.mjs',
      '.ci/**/*.mjs',
      '*.config.ts',
      '*.config.js',
    ],
    languageOptions: { globals: globals.node },
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    extends: [tseslint.configs.disableTypeChecked],
  },
);
