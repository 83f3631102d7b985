import { parseConfig } from './parseConfig';

/** The app's configuration, read from VITE_* variables once. vite.config.ts has already
 * refused to build with a bad value, so this cannot throw in a built app. */
export const config = parseConfig(import.meta.env);
