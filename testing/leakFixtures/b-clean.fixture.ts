import net from 'node:net';
import { expect, test } from 'vitest';

// Cleans up after itself: the check passes it even after a leaky file ran in the same process.
test('a test that closes what it opens', async () => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => server.close(() => resolve()));
  expect(server.listening).toBe(false);
});
