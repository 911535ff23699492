import net from 'node:net';
import { expect, test, vi } from 'vitest';

// Passes on its own, but leaves a listening server, an environment variable and fake timers behind.
test('a test that forgets to clean up', async () => {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.LEFT_BEHIND_BY_A_TEST = 'yes';
  vi.useFakeTimers();
  expect(server.listening).toBe(true);
});
