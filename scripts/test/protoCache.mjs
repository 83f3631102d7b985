// For the rules suite (tests/rules/setup.ts): every Firestore client the Firebase JS SDK makes in
// Node parses the same protobuf descriptors again (@firebase/firestore's loadProtos(), through
// @grpc/proto-loader's fromJSON, once per connection). The rules suite makes a client for every
// person in every test: in one run that parsing was 40 of its Node workers' 63 CPU-seconds.
// Here a parse is kept per JSON object and options, and handed out again: grpc-js still builds
// each client's classes from it afresh (loadPackageDefinition), and only reads it.
import { createRequire } from 'node:module';

const CACHED = Symbol.for('birthday-wall.protoParseCache');

/**
 * Makes `loader.fromJSON` parse each JSON object once per set of options, then return that
 * parse again. Idempotent: a loader already wrapped is left as it is.
 *
 * @param {{ fromJSON: (json: object, options?: object) => unknown }} loader
 */
export function cacheProtoParsing(loader) {
  if (loader.fromJSON[CACHED]) return;
  const parse = loader.fromJSON;
  /** @type {WeakMap<object, Map<string, unknown>>} */
  const parsed = new WeakMap();
  const cached = (json, options) => {
    const key = JSON.stringify(options ?? {});
    let byOptions = parsed.get(json);
    if (!byOptions) parsed.set(json, (byOptions = new Map()));
    if (!byOptions.has(key)) byOptions.set(key, parse(json, options));
    return byOptions.get(key);
  };
  cached[CACHED] = true;
  loader.fromJSON = cached;
}

/**
 * Wraps the @grpc/proto-loader that @firebase/firestore resolves, in this process; false where
 * either cannot be found (the suite then runs as it would, only slower). Call it before the SDK
 * is first imported: the SDK's ES module keeps the loader's functions as they were then.
 */
export function cacheFirestoreProtoParsing() {
  try {
    const firestore = createRequire(import.meta.url).resolve('@firebase/firestore');
    cacheProtoParsing(createRequire(firestore)('@grpc/proto-loader'));
    return true;
  } catch {
    return false;
  }
}
