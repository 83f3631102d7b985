/** The meta that names the boot entry's URL, read by the loader. */
export const BOOT_MODULE_META: string;
/** The loader, as written into index.html. */
export const BOOT_LOADER: string;
/** The CSP source that allows the loader: its SHA-256, as firebase.json's script-src lists it. */
export const BOOT_LOADER_CSP: string;
