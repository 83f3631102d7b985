import { describe, expect, it, vi } from 'vitest';
import { cacheFirestoreProtoParsing, cacheProtoParsing } from './protoCache.mjs';

describe("the rules suite's one parse of the SDK's protobuf descriptors", () => {
  const fakeLoader = () => {
    const parse = vi.fn((json, options) => ({ json, options }));
    return { loader: { fromJSON: parse }, parse };
  };

  it('parses a JSON object once per set of options, then hands that parse out again', () => {
    const { loader, parse } = fakeLoader();
    cacheProtoParsing(loader);
    const protos = { nested: {} };
    const first = loader.fromJSON(protos, { longs: String });
    expect(loader.fromJSON(protos, { longs: String })).toBe(first);
    expect(parse).toHaveBeenCalledTimes(1);
    expect(parse).toHaveBeenCalledWith(protos, { longs: String });
  });

  it('parses again for other options or another JSON object', () => {
    const { loader, parse } = fakeLoader();
    cacheProtoParsing(loader);
    const protos = { nested: {} };
    const plain = loader.fromJSON(protos);
    expect(loader.fromJSON(protos, { keepCase: true })).not.toBe(plain);
    expect(loader.fromJSON({ nested: {} })).not.toBe(plain);
    expect(parse).toHaveBeenCalledTimes(3);
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

  it("finds the installed SDK's loader, so the rules suite's setup is not silently a no-op", () => {
    expect(cacheFirestoreProtoParsing()).toBe(true);
  });
});
