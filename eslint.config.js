import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import reactRefresh from 'eslint-plugin-react-refresh';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';

// The zones (docs/architecture.md): features import data/, ui/, config/ and boot/, never each
// other's insides. The few ways in that one feature gives another are listed here; the
// wall settings are one concern across the wall, /screen and /moderate, so those three may use
// all of src/wallSettings/. pages/ and app/ compose features and may import any of them.
const FEATURES = [
  'countdown',
  'beer',
  'characters',
  'tip',
  'wall',
  'wallSettings',
  'screen',
  'moderate',
];
/** For each feature, what it may import from another: 'all', or that feature's files. */
const WAYS_IN = {
  // The countdown draws the glass through beer's component and its pure level.
  countdown: { beer: ['BeerGlass.tsx', 'glass.ts'] },
  // The TV shows the countdown, sized for it, on the same clock.
  screen: { countdown: ['Countdown.tsx', 'useNow.ts', 'sizes.ts'], wallSettings: 'all' },
  wall: { wallSettings: 'all' },
  moderate: { wallSettings: 'all' },
};
const featureZones = FEATURES.flatMap((target) =>
  FEATURES.filter((from) => from !== target && WAYS_IN[target]?.[from] !== 'all').map((from) => ({
    target: `./src/${target}`,
    from: `./src/${from}`,
    except: (WAYS_IN[target]?.[from] ?? []).map((file) => `./${file}`),
    message: `src/${target}/ may not reach into src/${from}/ (see eslint.config.js's WAYS_IN).`,
  })),
);
const layerZones = [
  {
    target: './src/data',
    from: [
      './src/app',
      './src/pages',
      './src/boot',
      './src/ui',
      ...FEATURES.map((f) => `./src/${f}`),
    ],
    message: 'The data layer serves features; it imports only firebase/ and config/.',
  },
  {
    // The boot ticker draws the prerendered countdown and glass with their own math, so those
    // two never import boot/ back (src/countdown/bootHandover.ts is the hand-over).
    target: ['./src/countdown', './src/beer'],
    from: './src/boot',
    message: 'boot/ uses the countdown and the glass; they may not import boot/ back.',
  },
  {
    target: './src/ui',
    from: ['./src/app', './src/pages', './src/data', ...FEATURES.map((f) => `./src/${f}`)],
    message: 'ui/ holds shared pieces; it imports no feature and no data.',
  },
];

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
    plugins: { 'react-refresh': reactRefresh, 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mjs', '.js', '.d.mts'] }),
      ],
    },
    rules: {
      'react-refresh/only-export-components': ['warn', { allowConstantExport: true }],
      // Only the data layer (src/data/) and the Firebase setup (src/firebase/) touch the SDK.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(firebase|@firebase/[^/]+)(/.*)?$',
              message: 'Go through src/data/; only the data layer and src/firebase/ use the SDK.',
            },
          ],
        },
      ],
      'import-x/no-restricted-paths': ['error', { zones: [...featureZones, ...layerZones] }],
    },
  },
  {
    // The data tests' stand-in Firestore is a test helper, so it sits in src/testing/, but it
    // is an SDK instance like src/firebase/'s.
    files: ['src/data/**/*.{ts,tsx}', 'src/firebase/**/*.{ts,tsx}', 'src/testing/testFirestore.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // The desk's service worker, served as it is from public/.
    files: ['public/moderate-sw.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
);
