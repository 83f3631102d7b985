/** The keyframes of a `@keyframes` block (as src/ui/cssAnimation.ts writes it): percentage → its
 * declarations. */
export function framesOf(keyframes: string): Map<string, Record<string, string>> {
  const body = /^@keyframes [\w-]+\{(.*)\}$/.exec(keyframes)?.[1] ?? '';
  return new Map(
    Array.from(body.matchAll(/([\d.]+%)\{([^}]*)\}/g), ([, at = '', declarations = '']) => [
      at,
      Object.fromEntries(
        declarations.split(';').map((one) => {
          const colon = one.indexOf(':');
          return [one.slice(0, colon), one.slice(colon + 1)];
        }),
      ),
    ]),
  );
}
