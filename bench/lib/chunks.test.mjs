import { describe, expect, it } from 'vitest';
import { developmentBuildOf, packageOf } from './chunks.mjs';

describe('developmentBuildOf', () => {
  it.each([
    ['../../node_modules/react-router/dist/development/chunk-6KYCQHYJ.mjs', 'react-router'],
    ['../../node_modules/react-dom/cjs/react-dom-client.development.js', 'react-dom'],
    ['../../node_modules/@scope/pkg/dist/development/index.mjs', '@scope/pkg'],
    [
      '../../node_modules/@emotion/react/dist/emotion-react.browser.development.esm.js',
      '@emotion/react',
    ],
    ['../../node_modules/@emotion/cache/dist/emotion-cache.development.cjs.mjs', '@emotion/cache'],
  ])('names the package of a development build: %s', (source, name) => {
    expect(developmentBuildOf(source)).toBe(name);
  });

  it.each([
    '../../node_modules/react-router/dist/production/chunk-7RTFRKQW.mjs',
    '../../node_modules/react-dom/cjs/react-dom-client.production.js',
    '../../node_modules/@emotion/react/dist/emotion-react.browser.esm.js',
    // Only a package's own folders count: the app may name its files as it likes.
    '../../src/dist/development/helpers.ts',
    '../../src/flags.development.js',
    '\0vite/preload-helper.js',
    undefined,
  ])('leaves out anything else: %s', (source) => {
    expect(developmentBuildOf(source)).toBeUndefined();
  });

  it('agrees with packageOf on the package name', () => {
    const source = '../../node_modules/@firebase/firestore/dist/development/index.mjs';
    expect(developmentBuildOf(source)).toBe(packageOf(source));
  });
});
