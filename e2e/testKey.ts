/** The end-to-end server's encryption key: for tests only, never a real store's. */
export const E2E_ENCRYPTION_KEY = '6e2e0000000000000000000000000000000000000000000000000000000000e2';
