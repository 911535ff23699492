import { describe, expect, it } from 'vitest';
import { preloadable } from './preloadable';

function Form() {
  return <p>form</p>;
}

describe('preloadable', () => {
  it('loads its chunk once, however often it is asked for', async () => {
    let loads = 0;
    const Part = preloadable(async () => {
      loads += 1;
      return { Form };
    }, 'Form');
    const [first, second] = await Promise.all([Part.preload(), Part.preload()]);
    expect(await Part.preload()).toBe(Form);
    expect(first).toBe(Form);
    expect(second).toBe(Form);
    expect(loads).toBe(1);
  });

  it('fetches again after a failed load, so a retry can succeed', async () => {
    let loads = 0;
    const Part = preloadable(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed');
      return { Form };
    }, 'Form');
    await expect(Part.preload()).rejects.toThrow('chunk failed');
    expect(await Part.preload()).toBe(Form);
    expect(loads).toBe(2);
  });
});
