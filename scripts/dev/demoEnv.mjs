// What `npm start` hands the Vite dev server once it has started the local emulators: demo
// mode against them, whatever .env.local says. A .env.local that names a real project would
// otherwise point the app at production while the emulator received the seed data.
// (`npm run dev` is the way to run the app against a real project.)

/**
 * @param {{ current: Record<string, string | undefined>, forced: Record<string, string> }} input
 *   current: the VITE_* values Vite would see (Vite's loadEnv: .env files, then the
 *   environment); forced: the values demo mode against the local emulators needs
 * @returns {{ overrides: Record<string, string>, line?: string }} the variables to set, and
 *   one line naming every value they replace (none when nothing differs)
 */
export function demoEnv({ current, forced }) {
  const replaced = Object.entries(forced)
    .filter(([key, value]) => current[key] !== undefined && current[key] !== value)
    .map(([key]) => `${key}=${current[key]}`);
  return {
    overrides: { ...forced },
    ...(replaced.length > 0
      ? {
          line: `npm start runs the app in demo mode against the local emulators, so it overrides ${replaced.join(', ')} (use npm run dev to run against a real project).`,
        }
      : {}),
  };
}

/** The `--mode` a Vite command line asks for (Vite's dev server defaults to development). */
export function viteMode(args) {
  const index = args.findIndex((arg) => arg === '--mode' || arg === '-m');
  if (index >= 0 && args[index + 1]) return args[index + 1];
  const inline = args.find((arg) => arg.startsWith('--mode='));
  return inline ? inline.slice('--mode='.length) : 'development';
}
