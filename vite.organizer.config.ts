import { defineConfig, mergeConfig, type Plugin, type UserConfig } from 'vite';
import { fileURLToPath } from 'node:url';
import baseConfig from './vite.config.ts';

/**
 * The app with /moderate's three data doors swapped for tests/organizer/fixture, for the
 * organizer suite's moderator tests and the keepsake's PDF where no Firestore runs (and for
 * looking at every state: /moderate?as=not-moderator, ?as=offline, ?messages=500...).
 */
const SWAPS = new Map(
  ['moderation', 'session', 'approval'].map((name) => [
    fileURLToPath(new URL(`./src/data/${name}.ts`, import.meta.url)),
    fileURLToPath(new URL(`./tests/organizer/fixture/${name}.ts`, import.meta.url)),
  ]),
);

function moderationFixture(): Plugin {
  return {
    name: 'organizer-data-fixture',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer && [...SWAPS.values()].includes(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved ? (SWAPS.get(resolved.id) ?? null) : null;
    },
  };
}

export default defineConfig((env) => {
  const base = typeof baseConfig === 'function' ? baseConfig(env) : baseConfig;
  return mergeConfig(base as UserConfig, { plugins: [moderationFixture()] });
});
