import { describe, expect, it } from 'vitest';
import { contractDescriptors } from './contractDescriptors';

const ID = '/repo/src/contract/sampleCalls.ts';

/** The plugin's output for a call module: the module's code and each descriptor module's code. */
async function compile(code: string): Promise<{ module: string; calls: Map<string, string> }> {
  const plugin = contractDescriptors();
  const transform = plugin.transform as (code: string, id: string) => Promise<{ code: string } | null>;
  const load = plugin.load as (id: string) => string | null;
  const result = await transform(code, ID);
  if (!result) throw new Error('the module was left whole');
  const calls = new Map<string, string>();
  for (const match of result.code.matchAll(/export \{ (\w+) \} from "([^"]+\?contract-call=\w+)"/g)) {
    calls.set(match[1] as string, load(match[2] as string) ?? '');
  }
  return { module: result.code, calls };
}

// Plain JavaScript, as the plugin sees it after TypeScript is stripped.
const source = `
import { z } from 'zod';
import { endpoint } from './endpoint';
const saved = z.object({ ok: z.boolean() });
function saveStep(path, summary, form) {
  return endpoint({ method: 'POST', path, summary, body: form, data: saved });
}
const fieldsCall = (path, step) => endpoint({ method: 'GET', host: 'benefit', path, summary: step, data: saved });
export const literal = endpoint({ method: 'GET', path: 'get-literal', summary: 'A literal call.', data: saved });
export const saveOne = saveStep('save-one', 'Saves one.', z.object({ a: z.string() }));
export const fieldsOne = fieldsCall('get-fields-one', 'One');
const where = 'save-two';
export const saveTwo = saveStep(where, 'Saves two.', saved);
export const names = ['a', 'b'];
export const schema = z.object({ b: z.number() });
`;

describe('contractDescriptors', () => {
  it("reduces literal calls and helpers' calls with literal routes to their routes alone", async () => {
    const { calls } = await compile(source);
    expect(calls.get('literal')).toBe(
      "export const literal = { method: 'GET', path: 'get-literal', host: 'enrollment' };\n",
    );
    expect(calls.get('saveOne')).toBe(
      "export const saveOne = { method: 'POST', path: 'save-one', host: 'enrollment' };\n",
    );
    expect(calls.get('fieldsOne')).toBe(
      "export const fieldsOne = { method: 'GET', host: 'benefit', path: 'get-fields-one' };\n",
    );
    expect(calls.get('names')).toBe("export const names = ['a', 'b'];\n");
  });

  it('passes on from the full text what is not a literal route: schemas, a helper given a variable', async () => {
    const { module, calls } = await compile(source);
    expect(calls.has('saveTwo')).toBe(false);
    expect(calls.has('schema')).toBe(false);
    expect(module).toContain(`export { saveTwo, schema } from "${ID}?contract-full";`);
    // No descriptor carries a schema or zod.
    for (const code of calls.values()) expect(code).not.toMatch(/z\.|saved|summary/);
  });
});
