// One flat ESLint config for the whole repository.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// The type-checked rules (recommendedTypeChecked) on every TypeScript file.
const TYPE_CHECKED = ['**/*.{ts,tsx}'];

export default tseslint.config(
  {
    ignores: ['**/dist/**', 'shell/.remote-types/**', '**/node_modules/**', '.data/**', 'e2e/artifacts/**', '**/*.cjs'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked.map((config) => ({ ...config, files: TYPE_CHECKED })),
  {
    files: TYPE_CHECKED,
    // Four TypeScript programs for the type information, not one per workspace: the workspaces of a
    // kind share their compiler options, and fourteen programs read the same declaration files
    // (Node, React, Nest, TypeORM, zod) fourteen times, more than half of the lint's time. Each
    // workspace's own tsconfig.json is still what typecheck checks; a file in none of these is a
    // parsing error, so a new workspace must be added to one.
    languageOptions: {
      parserOptions: {
        project: [
          './tsconfig.lint-node.json',
          './tsconfig.lint-web.json',
          './e2e/tsconfig.json',
          './shell/tsconfig.remote-types.json',
        ],
        tsconfigRootDir: import.meta.dirname,
      },
    },
  },
  {
    languageOptions: {
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        fetch: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setInterval: 'readonly',
        clearInterval: 'readonly',
        AbortSignal: 'readonly',
        Buffer: 'readonly',
        window: 'readonly',
        document: 'readonly',
        globalThis: 'readonly',
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['**/*.tsx'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
);
