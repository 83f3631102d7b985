import { describe, expect, it, vi } from 'vitest';
import { cacheProtoParsing } from './protoCache.mjs';

// cacheFirestoreProtoParsing, which wraps the SDK's own loader, is checked where it runs: the
// rules suite's setup (tests/rules/setup.ts) imports the loader as the SDK does and says so
// when the wrapped function is not what that import sees.
describe("the rules suite's one parse of the SDK's protobuf descriptors", () => {
  const fakeLoader = () => {
    const parse = vi.fn((json, options) => ({ json, options }));
    return { loader: { fromJSON: parse }, parse };
  };

  it('parses a JSON object once per options object, then hands that parse out again', () => {
    const { loader, parse } = fakeLoader();
    cacheProtoParsing(loader);
    const protos = { nested: {} };
    const options = { longs: String, defaults: true };
    const first = loader.fromJSON(protos, options);
    expect(loader.fromJSON(protos, options)).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(parse).toHaveBeenCalledWith(protos, options);
  });

  it('parses again for other options, even ones that differ only in a function', () => {
    const { loader, parse } = fakeLoader();
    cacheProtoParsing(loader);
    const protos = { nested: {} };
    const strings = loader.fromJSON(protos, { longs: String });
    const numbers = loader.fromJSON(protos, { longs: Number });
    expect(numbers).not.toBe(strings);
    expect(loader.fromJSON(protos)).not.toBe(strings);
    expect(parse).toHaveBeenCalledTimes(3);
  });

  it('parses again for another JSON object, and once for calls without options', () => {
    const { loader, parse } = fakeLoader();
    cacheProtoParsing(loader);
    const protos = { nested: {} };
    expect(loader.fromJSON(protos)).toBe(loader.fromJSON(protos));
    expect(loader.fromJSON({ nested: {} })).not.toBe(loader.fromJSON(protos));
    expect(parse).toHaveBeenCalledTimes(2);
  });

  it('wraps a loader once, however often it is asked', () => {
    const { loader, parse } = fakeLoader();
    cacheProtoParsing(loader);
    const wrapped = loader.fromJSON;
    cacheProtoParsing(loader);
    expect(loader.fromJSON).toBe(wrapped);
    const protos = {};
    loader.fromJSON(protos);
    loader.fromJSON(protos);
    expect(parse).toHaveBeenCalledTimes(1);
  });
});
