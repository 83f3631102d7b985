import { parseHostPort, readHostPort } from './local.mjs';

describe('readHostPort', () => {
  it.each([
    ['127.0.0.1:8080', '127.0.0.1', '127.0.0.1', 8080],
    ['localhost:8080', 'localhost', 'localhost', 8080],
    ['firestore.internal:9000', 'firestore.internal', 'firestore.internal', 9000],
    ['[::1]:8080', '[::1]', '::1', 8080],
    ['[fe80::1:2]:9099', '[fe80::1:2]', 'fe80::1:2', 9099],
    ['[::ffff:127.0.0.1]:5000', '[::ffff:127.0.0.1]', '::ffff:127.0.0.1', 5000],
    ['host:1', 'host', 'host', 1],
    ['host:65535', 'host', 'host', 65_535],
  ])('reads %s', (input, host, hostname, port) => {
    expect(readHostPort(input)).toEqual({ host, hostname, port });
  });

  it.each([
    '8080',
    ':8080',
    'host:',
    'host:0',
    'host:65536',
    'host:80x',
    'host:8.5',
    // IPv6 without brackets cannot be told from its port.
    '::1:8080',
    '[::1]',
    '[::1:8080',
    'http://127.0.0.1:8080',
  ])('refuses %s', (input) => {
    expect(readHostPort(input)).toBeUndefined();
  });
});

describe('parseHostPort', () => {
  it('reads what readHostPort reads', () => {
    expect(parseHostPort('[::1]:8080')).toEqual({ host: '[::1]', hostname: '::1', port: 8080 });
  });

  it('says where a bad value came from', () => {
    expect(() => parseHostPort('::1:8080', 'FIRESTORE_EMULATOR_HOST')).toThrow(
      'FIRESTORE_EMULATOR_HOST must look like host:port (127.0.0.1:8080, [::1]:8080), got "::1:8080"',
    );
    expect(() => parseHostPort(undefined, 'FIRESTORE_EMULATOR_HOST')).toThrow(/got nothing/);
  });
});
