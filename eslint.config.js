// Lint keeps the house rules of docs/architecture.md: arrows point inward to src/shared,
// raw ipcMain/ipcRenderer live only in the typed wrappers, no default exports.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const rawIpc = {
  name: 'electron',
  importNames: ['ipcMain', 'ipcRenderer'],
  message: 'Use the typed IPC wrapper (src/main/electron/ipc.ts, src/preload/*) instead of raw ipcMain/ipcRenderer.',
};

const nodeBuiltins = { group: ['node:*'], message: 'src/shared and src/renderer must stay free of Node built-ins.' };
const toRenderer = { group: ['**/renderer/**'], message: 'Only src/renderer may import the renderer.' };
const toMain = { group: ['**/main/**'], message: 'Only src/main may import the main process.' };
const toServer = { group: ['**/server/**'], message: 'The server is reached over HTTP, not imported.' };
const toPreload = { group: ['**/preload/**'], message: 'The preload is a window boundary, not a library.' };

export default tseslint.config(
  {
    ignores: [
      'out/**',
      'dist/**',
      'node_modules/**',
      'bench-results/**',
      'coverage/**',
      '.data/**',
      '.tmp/**',
      '.scaffold/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': ['error', { selector: 'ExportDefaultDeclaration', message: 'Use named exports.' }],
      'no-restricted-imports': ['error', { paths: [rawIpc] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'src/shared imports nothing outside itself.' }],
          patterns: [
            nodeBuiltins,
            toRenderer,
            toMain,
            toServer,
            toPreload,
            { group: ['react', 'react-dom'], message: 'src/shared is plain data and logic.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The renderer reaches main only through window.api.' }],
          patterns: [nodeBuiltins, toMain, toServer, toPreload],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'The server runs under plain Node.' }],
          patterns: [toRenderer, toMain, toPreload],
        },
      ],
    },
  },
  {
    files: ['src/main/host/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'electron', message: 'src/main/host is Electron-free; put adapters in src/main/electron.' }],
          patterns: [toRenderer, toPreload, toServer],
        },
      ],
    },
  },
  {
    files: ['src/main/electron/ipc.ts', 'src/preload/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.config.{js,ts}', 'eslint.config.js'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    // A server module is found by its file's default export (modules/index.ts), never by a name a list spells.
    files: ['src/server/modules/*/*.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
);
