import {
  COOLDOWN_STORAGE_KEY,
  cooldownLeft,
  POST_COOLDOWN_MS,
  readLastPost,
  secondsLeft,
  writeLastPost,
} from './cooldown';

const NOW = 1_780_000_000_000;

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
    items,
  };
}

const refusing = {
  getItem: (): string | null => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
};

describe('cooldownLeft', () => {
  it('is a gentle 30 seconds', () => {
    expect(POST_COOLDOWN_MS).toBe(30_000);
  });

  it.each([
    ['never posted', undefined, 0],
    ['just posted', NOW, POST_COOLDOWN_MS],
    ['posted 12.5 s ago', NOW - 12_500, 17_500],
    ['posted exactly one pause ago', NOW - POST_COOLDOWN_MS, 0],
    ['posted long ago', NOW - 3_600_000, 0],
    ['posted a moment "from now" (clocks)', NOW + 1000, 0],
    ['a stored time far in the future', NOW + 86_400_000, 0],
  ])('%s: %i ms left', (_case, lastPostAt, left) => {
    expect(cooldownLeft(lastPostAt, NOW)).toBe(left);
  });
});

describe('secondsLeft', () => {
  it.each([
    [0, 0],
    [1, 1],
    [999, 1],
    [1000, 1],
    [1001, 2],
    [POST_COOLDOWN_MS, 30],
  ])('%i ms reads as %i s', (ms, seconds) => {
    expect(secondsLeft(ms)).toBe(seconds);
  });
});

describe('readLastPost and writeLastPost', () => {
  it('round-trips the time through storage', () => {
    const storage = memoryStorage();
    writeLastPost(storage, NOW);
    expect(storage.items.get(COOLDOWN_STORAGE_KEY)).toBe(String(NOW));
    expect(readLastPost(storage)).toBe(NOW);
    writeLastPost(storage, undefined);
    expect(readLastPost(storage)).toBeUndefined();
  });

  it.each([['not a number'], [''], ['Infinity']])('ignores a stored %j', (value) => {
    expect(readLastPost(memoryStorage({ [COOLDOWN_STORAGE_KEY]: value }))).toBeUndefined();
  });

  it('works without storage, or with storage that refuses', () => {
    expect(readLastPost(undefined)).toBeUndefined();
    expect(readLastPost(refusing)).toBeUndefined();
    expect(() => writeLastPost(refusing, NOW)).not.toThrow();
    expect(() => writeLastPost(refusing, undefined)).not.toThrow();
    expect(() => writeLastPost(undefined, NOW)).not.toThrow();
  });
});
