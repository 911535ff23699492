import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * Puts everything the first page loads into one chunk: the modules reachable by static imports
 * from the entry (index.html's script) and from the landing route's page (the entry and the page
 * keep chunks of their own, so the manifest still names both for bench/bundleSize.ts). Left to itself the
 * bundler cuts them into a score of small shared chunks, each gzipped on its own (about 5 KB more
 * on the wire, and more requests). Pages loaded later import what they share from that chunk.
 */
/**
 * A contract call module re-exports its full text (schemas, zod) for the pages that need it
 * (contractDescriptors.ts): the call module joins the group, its full text does not (only
 * tree-shaking knows if the first page uses any of it; then it gets a chunk of its own).
 */
const CALLS_MODULE = /[\\/]src[\\/]contract[\\/]\w+Calls\.ts$/;
const FULL_QUERY = '?contract-full';

export function firstPageChunk(options: { entry: string; landing: string }): Plugin {
  const firstPage = new Set<string>();
  let root = process.cwd();
  let landingId = '';
  let entryId = '';
  const leftOut = (id: string) => id === landingId || id === entryId;
  return {
    name: 'first-page-chunk',
    apply: 'build',
    config(config) {
      root = config.root ? path.resolve(config.root) : process.cwd();
      const build = config.build ?? {};
      const rolldownOptions = build.rolldownOptions ?? {};
      const output = Array.isArray(rolldownOptions.output) ? {} : (rolldownOptions.output ?? {});
      return {
        build: {
          rolldownOptions: {
            output: {
              ...output,
              codeSplitting: {
                groups: [
                  {
                    name: 'first-page',
                    test: (id: string) => firstPage.has(id) && !leftOut(id),
                    // The group is already closed under static imports but for what is left out, which
                    // must not come back in with the modules that import it.
                    includeDependenciesRecursively: false,
                  },
                ],
              },
            },
          },
        },
      };
    },
    buildEnd() {
      landingId = path.resolve(root, options.landing);
      entryId = path.resolve(root, options.entry);
      const roots = [entryId, landingId];
      const stack = [...roots];
      while (stack.length > 0) {
        const id = stack.pop() as string;
        if (firstPage.has(id) || id.endsWith(FULL_QUERY)) continue;
        const info = this.getModuleInfo(id);
        if (!info) continue;
        firstPage.add(id);
        if (!CALLS_MODULE.test(id)) stack.push(...info.importedIds);
      }
    },
  };
}
