import { loadEnv, type Plugin } from 'vite';
import { requireAppCheck } from '../../../src/config/appCheckGate.ts';
import { ConfigError, parseConfig, type AppConfig } from '../../../src/config/parseConfig.ts';
import { fillPageMeta } from '../../../src/config/pageMeta.ts';

/**
 * The deployer's VITE_* values, parsed once. A bad value stops the dev server and the build
 * here, naming the variable, instead of shipping a blank page; a build for a real project
 * also stops without App Check unless the deployer turned it off (appCheckGate.ts).
 */
export function loadAppConfig(mode: string, command: 'build' | 'serve'): AppConfig {
  try {
    const env = loadEnv(mode, process.cwd(), 'VITE_');
    const appConfig = parseConfig(env);
    if (command === 'build') requireAppCheck(appConfig, env);
    return appConfig;
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(
        `\n${error.message}\n\nSee .env.example and the README's Configuration section.\n`,
      );
      process.exit(1);
    }
    throw error;
  }
}

/** Title, description and, with a site URL, the link preview (src/config/pageMeta.ts). */
export function pageMeta(appConfig: AppConfig): Plugin {
  return { name: 'page-meta', transformIndexHtml: (html) => fillPageMeta(html, appConfig) };
}
