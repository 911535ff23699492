import path from 'node:path';
import type { Plugin } from 'vite';
import {
  ALL_NAMES,
  namesTakenBySource,
  type Program,
  type ReexportIndex,
  reexportIndexOf,
} from './reexportIndex.ts';

/**
 * Puts everything the first page loads into one chunk: the modules reachable by static imports
 * from the entry (index.html's script) and from the landing route's page (the entry and the page
 * keep chunks of their own, so the manifest still names both for bench/bundleSize.ts). Left to itself the
 * bundler cuts them into a score of small shared chunks, each gzipped on its own (about 5 KB more
 * on the wire, and more requests). Pages loaded later import what they share from that chunk.
 *
 * A package's index (a module that only re-exports) is followed for the names the first page takes
 * from it, not whole: @tanstack/react-query's index names useQueries and useMutation, which later
 * pages use; following it whole put them (and query-core's observers behind them) in the group.
 */
/**
 * A contract call module re-exports its descriptors, one module each, and its full text (schemas,
 * zod) for the pages that need it (contractDescriptors.ts): it is an index, so the descriptors the
 * first page calls join the group; the full text never does (only tree-shaking knows if the first
 * page uses any of it; then it gets a chunk of its own). A call module left whole joins the group
 * without what it imports.
 */
const CALLS_MODULE = /[\\/]src[\\/]contract[\\/]\w+Calls\.ts$/;
const FULL_QUERY = '?contract-full';
/**
 * The JavaScript index.html loads itself (the first-page chunk and the bundler's runtime): a lazy
 * import need not list it to preload (the preload helper would skip it anyway), which saves the
 * first page a file name and an index in each of its thirty lazy imports' lists (about 60 B).
 */
const ALWAYS_LOADED = /(^|\/)(first-page|rolldown-runtime)-[\w-]+\.js$/;

/**
 * Parts that always load together right after the first page (the header's and footer's late parts;
 * a form's machinery) each become one chunk with what they import that the first page does not
 * hold: one request and one preload instead of a score of small shared chunks. A later page that
 * shares one of their modules imports it from that chunk.
 */
export interface LoadedTogether {
  name: string;
  /** Paths from the root; a contract call's module as `file?contract-call=name`. */
  files: string[];
  /** Package names, all of whose modules belong to the group. */
  packages?: string[];
}

/** Whether a module id is one of the group's files or in one of its packages. */
function memberOf(root: string, group: LoadedTogether): (id: string) => boolean {
  const files = new Set(group.files.map((file) => path.resolve(root, file)));
  const packages = (group.packages ?? []).map((name) => `/node_modules/${name}/`);
  return (id) => files.has(id) || packages.some((folder) => id.includes(folder));
}

/** The groups' files and packages that no module of the build is: a renamed or moved file, say. */
export function unmetMembers(
  root: string,
  groups: readonly LoadedTogether[],
  moduleIds: readonly string[],
): string[] {
  const ids = new Set(moduleIds);
  return groups.flatMap((group) => [
    ...group.files
      .filter((file) => !ids.has(path.resolve(root, file)))
      .map((file) => `${group.name}: ${file}`),
    ...(group.packages ?? [])
      .filter((name) => !moduleIds.some((id) => id.includes(`/node_modules/${name}/`)))
      .map((name) => `${group.name}: package ${name}`),
  ]);
}

export function firstPageChunk(options: {
  entry: string;
  landing: string;
  together?: LoadedTogether[];
}): Plugin {
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
          modulePreload: {
            resolveDependencies: (_file: string, deps: string[], context: { hostType: 'html' | 'js' }) =>
              context.hostType === 'js' ? deps.filter((dep) => !ALWAYS_LOADED.test(dep)) : deps,
          },
          rolldownOptions: {
            output: {
              ...output,
              codeSplitting: {
                groups: [
                  {
                    name: 'first-page',
                    test: (id: string) => firstPage.has(id) && !leftOut(id),
                    // The group holds what the first page runs; what is left out (the entry, the landing
                    // page, what an index names but the first page does not take) must not come back in.
                    includeDependenciesRecursively: false,
                    priority: 20,
                  },
                  ...(options.together ?? []).map((group) => {
                    const member = memberOf(root, group);
                    return {
                      name: group.name,
                      test: (id: string) => member(id) && !firstPage.has(id),
                      priority: 10,
                    };
                  }),
                ],
              },
            },
          },
        },
      };
    },
    async buildEnd() {
      const unmet = unmetMembers(root, options.together ?? [], [...this.getModuleIds()]);
      if (unmet.length > 0)
        this.error(
          `vite.config.ts names parts no module of the build is (moved or renamed?): ${unmet.join('; ')}`,
        );
      landingId = path.resolve(root, options.landing);
      entryId = path.resolve(root, options.entry);
      const programs = new Map<string, Program | null>();
      const programOf = (id: string) => {
        if (!programs.has(id)) {
          const code = this.getModuleInfo(id)?.code;
          let program: Program | null = null;
          try {
            program = code == null ? null : this.parse(code);
          } catch {
            // Not JavaScript (a stylesheet's stand-in): not an index, taken whole.
          }
          programs.set(id, program);
        }
        return programs.get(id) ?? null;
      };
      const indexes = new Map<string, ReexportIndex | null>();
      const indexOf = (id: string) => {
        if (!indexes.has(id)) {
          const program = programOf(id);
          indexes.set(id, program ? reexportIndexOf(program) : null);
        }
        return indexes.get(id) ?? null;
      };
      const resolve = async (source: string, importer: string) => (await this.resolve(source, importer))?.id;

      // Work items: a module and the name asked of it (`*`: all of it). Only an index heeds the name.
      const asked = new Map<string, Set<string>>();
      const stack: Array<[string, string]> = [
        [entryId, ALL_NAMES],
        [landingId, ALL_NAMES],
      ];
      while (stack.length > 0) {
        const [id, name] = stack.pop() as [string, string];
        if (id.endsWith(FULL_QUERY)) continue;
        const info = this.getModuleInfo(id);
        if (!info) continue;
        const index = indexOf(id);
        if (index) {
          const names = asked.get(id) ?? new Set<string>();
          asked.set(id, names);
          if (names.has(name) || names.has(ALL_NAMES)) continue;
          names.add(name);
          const origin = index.named.get(name);
          if (name === ALL_NAMES) {
            for (const source of index.sources) await push(source, id, ALL_NAMES);
          } else if (origin) {
            await push(origin.source, id, origin.name);
          } else {
            // From an `export *`: the module that exports the name (every one of them if none says so).
            const targets = await Promise.all(index.star.map((source) => resolve(source, id)));
            const owners = targets.filter(
              (target) => target && this.getModuleInfo(target)?.exports.includes(name),
            );
            for (const target of owners.length > 0 ? owners : targets) if (target) stack.push([target, name]);
          }
          continue;
        }
        if (firstPage.has(id)) continue;
        firstPage.add(id);
        if (CALLS_MODULE.test(id)) continue;
        const fromIndexes = info.importedIds.filter((dep) => indexOf(dep));
        const reached = new Set<string>();
        if (fromIndexes.length > 0) {
          const program = programOf(id);
          for (const [source, names] of program ? namesTakenBySource(program) : []) {
            const dep = await resolve(source, id);
            if (!dep || !fromIndexes.includes(dep)) continue;
            reached.add(dep);
            for (const taken of names) stack.push([dep, taken]);
          }
        }
        // Everything else is taken whole (and an index reached some other way, e.g. by require()).
        for (const dep of info.importedIds) if (!reached.has(dep)) stack.push([dep, ALL_NAMES]);
      }

      async function push(source: string, importer: string, name: string) {
        const target = await resolve(source, importer);
        if (target) stack.push([target, name]);
      }
    },
  };
}
