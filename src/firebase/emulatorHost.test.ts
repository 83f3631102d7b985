import { parseHostPort } from './emulatorHost';

describe('parseHostPort', () => {
  it.each([
    ['127.0.0.1:8080', '127.0.0.1', 8080],
    ['localhost:8080', 'localhost', 8080],
    ['firestore.internal:9000', 'firestore.internal', 9000],
    ['[::1]:8080', '[::1]', 8080],
    ['host:1', 'host', 1],
    ['host:65535', 'host', 65_535],
  ])('reads %s', (input, host, port) => {
    expect(parseHostPort(input)).toEqual({ host, port });
  });

  it.each(['8080', ':8080', 'host:', 'host:0', 'host:65536', 'host:80x', 'host:8.5'])(
    'refuses %s',
    (input) => {
      expect(() => parseHostPort(input)).toThrow(/host:port/);
    },
  );
});
