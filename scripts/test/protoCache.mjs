// For the rules suite (tests/rules/setup.ts): every Firestore client the Firebase JS SDK makes in
// Node parses the same protobuf descriptors again (@firebase/firestore's loadProtos(), through
// @grpc/proto-loader's fromJSON, once per connection). The rules suite makes a client for every
// person in every test: in one run that parsing was 40 of its Node workers' 63 CPU-seconds.
// Here a parse is kept per JSON object and options object, and handed out again: grpc-js still
// builds each client's classes from it afresh (loadPackageDefinition), and only reads it.
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

const CACHED = Symbol.for('birthday-wall.protoParseCache');
/** The key for a call without options. */
const NO_OPTIONS = {};

/**
 * Makes `loader.fromJSON` parse each JSON object once per options object (the SDK passes the
 * same two objects every time), then return that parse again. Idempotent: a loader already
 * wrapped is left as it is.
 *
 * @param {{ fromJSON: (json: object, options?: object) => unknown }} loader
 */
export function cacheProtoParsing(loader) {
  if (loader.fromJSON[CACHED]) return;
  const parse = loader.fromJSON;
  /** @type {WeakMap<object, WeakMap<object, unknown>>} */
  const parsed = new WeakMap();
  const cached = (json, options) => {
    let byOptions = parsed.get(json);
    if (!byOptions) parsed.set(json, (byOptions = new WeakMap()));
    const key = options ?? NO_OPTIONS;
    if (!byOptions.has(key)) byOptions.set(key, parse(json, options));
    return byOptions.get(key);
  };
  cached[CACHED] = true;
  loader.fromJSON = cached;
}

/** Where @firebase/firestore finds @grpc/proto-loader (a path), or undefined. */
function firestoresProtoLoader() {
  try {
    const firestore = createRequire(import.meta.url).resolve('@firebase/firestore');
    return createRequire(firestore).resolve('@grpc/proto-loader');
  } catch {
    return undefined;
  }
}

/**
 * Wraps the @grpc/proto-loader that @firebase/firestore resolves, in this process, then checks
 * that an ES module importing it (as the SDK's Node build does) sees the wrapped fromJSON.
 * Resolves false where it does not (the suite then runs as before, only slower). Call it
 * before anything in the process imports that loader as an ES module: Node's ES view of a
 * CommonJS module copies its exports once, on that first import.
 */
export async function cacheFirestoreProtoParsing() {
  const path = firestoresProtoLoader();
  if (!path) return false;
  cacheProtoParsing(createRequire(import.meta.url)(path));
  const seen = await import(pathToFileURL(path).href);
  return Boolean(seen.fromJSON?.[CACHED]);
}
