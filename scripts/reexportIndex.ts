import type { Rolldown } from 'vite';

/** The syntax tree the bundler's parser gives (`this.parse` in a plugin hook). */
export type Program = ReturnType<Rolldown.PluginContext['parse']>;

/** `*` stands for every name of a module: a namespace import, `export * from`, or a module taken whole. */
export const ALL_NAMES = '*';

/**
 * A module with no code of its own, only imports and re-exports (a package's index). Following it
 * whole would bring every module it names; following it by name brings only the ones asked for.
 */
export interface ReexportIndex {
  /** Each name it exports, with the module (as written) and that module's name it comes from. */
  named: Map<string, { source: string; name: string }>;
  /** The modules of its `export * from`, as written. */
  star: string[];
  /** Every module it imports or re-exports from, as written. */
  sources: string[];
}

type Name = { type: string; name?: string; value?: unknown };
const nameOf = (node: Name) => (node.type === 'Identifier' ? (node.name as string) : String(node.value));

/** The module's re-export index, or null if it has code (or side effects) of its own. */
export function reexportIndexOf(program: Program): ReexportIndex | null {
  const imported = new Map<string, { source: string; name: string }>();
  const named = new Map<string, { source: string; name: string }>();
  const star: string[] = [];
  const sources = new Set<string>();
  const localExports: Array<{ local: string; exported: string }> = [];
  for (const statement of program.body) {
    switch (statement.type) {
      case 'ImportDeclaration': {
        const source = statement.source.value;
        // A bare `import 'x'` runs x for its side effects: not an index.
        if (statement.specifiers.length === 0) return null;
        sources.add(source);
        for (const specifier of statement.specifiers) {
          const name =
            specifier.type === 'ImportSpecifier'
              ? nameOf(specifier.imported)
              : specifier.type === 'ImportDefaultSpecifier'
                ? 'default'
                : ALL_NAMES;
          imported.set(specifier.local.name, { source, name });
        }
        break;
      }
      case 'ExportAllDeclaration': {
        const source = statement.source.value;
        sources.add(source);
        if (statement.exported) named.set(nameOf(statement.exported), { source, name: ALL_NAMES });
        else star.push(source);
        break;
      }
      case 'ExportNamedDeclaration': {
        if (statement.declaration) return null;
        const source = statement.source?.value;
        if (source) sources.add(source);
        for (const specifier of statement.specifiers) {
          const local = nameOf(specifier.local);
          const exported = nameOf(specifier.exported);
          if (source) named.set(exported, { source, name: local });
          else localExports.push({ local, exported });
        }
        break;
      }
      case 'ExpressionStatement':
        // Directives such as "use client" do nothing; any other expression is code.
        if (!('directive' in statement && statement.directive)) return null;
        break;
      case 'EmptyStatement':
        break;
      default:
        return null;
    }
  }
  // An empty module (a stylesheet's stand-in) re-exports nothing: it belongs where it is imported.
  if (sources.size === 0) return null;
  for (const { local, exported } of localExports) {
    const origin = imported.get(local);
    if (!origin) return null;
    named.set(exported, origin);
  }
  return { named, star, sources: [...sources] };
}

/**
 * For each module (as written) this module imports or re-exports from, the names it takes from it
 * (`*` for a namespace or `export *`; none for a bare side-effect import).
 */
export function namesTakenBySource(program: Program): Map<string, Set<string>> {
  const taken = new Map<string, Set<string>>();
  const take = (source: string) => {
    const names = taken.get(source) ?? new Set<string>();
    taken.set(source, names);
    return names;
  };
  for (const statement of program.body) {
    if (statement.type === 'ImportDeclaration') {
      const names = take(statement.source.value);
      for (const specifier of statement.specifiers) {
        if (specifier.type === 'ImportSpecifier') names.add(nameOf(specifier.imported));
        else names.add(specifier.type === 'ImportDefaultSpecifier' ? 'default' : ALL_NAMES);
      }
    } else if (statement.type === 'ExportAllDeclaration') {
      take(statement.source.value).add(ALL_NAMES);
    } else if (statement.type === 'ExportNamedDeclaration' && statement.source) {
      const names = take(statement.source.value);
      for (const specifier of statement.specifiers) names.add(nameOf(specifier.local));
    }
  }
  return taken;
}
