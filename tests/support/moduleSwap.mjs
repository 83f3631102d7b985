/**
 * The one "swap a module" Vite plugin, for the builds that replace a data module with a
 * stand-in: the bench's harnesses (bench/vite.bench.config.ts) and the organizer suite's fixture
 * build (tests/organizer/vite.fixture.config.ts).
 *
 * resolve.alias matches import specifiers ('./messages' could mean any folder's); this
 * matches the file a specifier resolves to, so exactly the named module is replaced, and the
 * stand-ins may still import the real modules beside it. `swaps` maps each real module's
 * absolute path to its stand-in: a path, or a virtual id that `load` answers (`modules`).
 *
 * @param {string} name the plugin's name, as Vite reports it
 * @param {Map<string, string>} swaps real module path -> stand-in path or virtual id
 * @param {Map<string, string>} [modules] virtual id -> its source
 * @returns {import('vite').Plugin}
 */
export function moduleSwap(name, swaps, modules = new Map()) {
  const standIns = new Set(swaps.values());
  return {
    name,
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer && standIns.has(importer)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return (resolved && swaps.get(resolved.id)) ?? null;
    },
    load: (id) => modules.get(id) ?? null,
  };
}
