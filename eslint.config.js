import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'artifacts', 'test-results', 'playwright-report', 'coverage'] },
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, ...tseslint.configs.strict, ...tseslint.configs.stylistic],
    languageOptions: { ecmaVersion: 2022, globals: { ...globals.browser, ...globals.node } },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    plugins: { 'react-refresh': reactRefresh },
    rules: {
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      // One door to Firestore: only the wall's data module and the Firebase setup may touch the SDK.
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'firebase/firestore',
              message: 'Go through src/data/messages.ts; components never talk to Firestore.',
            },
            {
              name: 'firebase/auth',
              message: 'Go through src/data/session.ts; only /moderate signs in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: [
      'src/data/messages.ts',
      'src/data/messages.test.ts',
      'src/data/switches.ts',
      'src/data/switches.test.ts',
      'src/data/approval.ts',
      'src/data/moderation.ts',
      'src/data/session.ts',
      'src/firebase/**/*.ts',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
);
