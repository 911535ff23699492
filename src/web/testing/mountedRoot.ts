import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach } from 'vitest';

// React's act() warns unless the environment says it is a test.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/**
 * A React root of its own in the document for every test of the file (or describe block) that calls
 * this: made before each test, unmounted and removed after it. The component tests' one harness.
 */
export function mountedRoot(): { readonly root: Root; readonly container: HTMLElement } {
  let root: Root | null = null;
  let container: HTMLElement | null = null;
  beforeEach(() => {
    container = document.createElement('div');
    document.body.append(container);
    root = createRoot(container);
  });
  afterEach(() => {
    act(() => root?.unmount());
    container?.remove();
  });
  const made = <T>(value: T | null): T => {
    if (value === null) throw new Error('mountedRoot: used outside a test');
    return value;
  };
  return {
    get root() {
      return made(root);
    },
    get container() {
      return made(container);
    },
  };
}
