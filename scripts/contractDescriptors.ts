import type { Plugin } from 'vite';

/**
 * Web build only: a contract call module (src/contract/*Calls.ts) is compiled, for the browser, to
 * plain route descriptors ({method, host, path, download}) for every `export const x = endpoint({...})`
 * whose route is written as literals, or made from literals by one of the module's helpers
 * (`saveStep('save-x', …)`); an export that is itself a literal, such as a list of names, is copied as
 * is. That is all callApi reads at run time; the schemas only give types, which TypeScript still takes
 * from the untouched source. Every other export (a schema, a constant, a call a helper builds from
 * other values) is re-exported from the module's full text, loaded as a second, side-effect-free
 * module, so it (and zod) reaches only the chunks that really use it. Each descriptor is a module of
 * its own too, re-exported by the call module, so a chunk holds only the descriptors its pages call
 * (the first page calls ten of the thirty-odd in its call modules).
 */

/** The contract's call modules, by path. */
const CALLS_MODULE = /\/src\/contract\/\w+Calls\.ts$/;
/** Marks the full text of a call module (re-exports point at it). */
const FULL_QUERY = '?contract-full';
/** Marks one descriptor of a call module: `<module>?contract-call=<name>`. */
const CALL_QUERY = '?contract-call=';
/** The route fields the web uses at run time; `host` defaults as endpoint() does. */
const ROUTE_FIELDS = ['method', 'host', 'path', 'download'] as const;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** True when the expression is a literal (or an object of literals), so its text can be copied as is. */
function isLiteral(node: Node): boolean {
  if (node.type === 'Literal') return true;
  if (node.type === 'TemplateLiteral') return (node.expressions as Node[]).length === 0;
  if (node.type === 'ArrayExpression')
    return (node.elements as (Node | null)[]).every((e) => e && isLiteral(e));
  if (node.type === 'ObjectExpression') {
    return (node.properties as Node[]).every(
      (p) => p.type === 'Property' && !p.computed && isLiteral(p.value as Node),
    );
  }
  return false;
}

/**
 * A function of the module that builds a call, `function f(a, b) { return endpoint({...}); }` or
 * `const f = (a, b) => endpoint({...})`: its parameters' names and the `endpoint(...)` call. A call
 * made through it reduces to a descriptor when each route field is a literal in the helper or a
 * parameter given a literal at the call.
 */
interface CallHelper {
  params: string[];
  call: Node;
}

function helperOf(fn: Node | null | undefined): CallHelper | null {
  if (fn?.type !== 'FunctionDeclaration' && fn?.type !== 'ArrowFunctionExpression') return null;
  const params = fn.params as Node[];
  if (!params.every((param) => param.type === 'Identifier')) return null;
  let body = fn.body as Node;
  if (body.type === 'BlockStatement') {
    const statements = body.body as Node[];
    const only = statements.length === 1 ? statements[0] : undefined;
    if (only?.type !== 'ReturnStatement' || !only.argument) return null;
    body = only.argument as Node;
  }
  if (!isEndpointCall(body)) return null;
  return { params: params.map((param) => param.name as string), call: body };
}

function isEndpointCall(node: Node | null): boolean {
  const callee = node?.type === 'CallExpression' ? (node.callee as Node) : null;
  return callee?.type === 'Identifier' && callee.name === 'endpoint';
}

/** The module's top-level call helpers, by name. */
function helpersOf(body: Node[]): Map<string, CallHelper> {
  const helpers = new Map<string, CallHelper>();
  for (const statement of body) {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type === 'FunctionDeclaration') {
      const helper = helperOf(declaration);
      if (helper) helpers.set((declaration.id as Node).name as string, helper);
    } else if (declaration?.type === 'VariableDeclaration') {
      for (const declarator of declaration.declarations as Node[]) {
        const helper = helperOf(declarator.init as Node | null);
        const idNode = declarator.id as Node;
        if (helper && idNode.type === 'Identifier') helpers.set(idNode.name as string, helper);
      }
    }
  }
  return helpers;
}

/**
 * The descriptor's source for `endpoint({...})`, or for a helper's call (`saveStep('save-x', …)`),
 * or null when the route is not made of literals.
 */
function descriptorOf(code: string, init: Node | null, helpers: Map<string, CallHelper>): string | null {
  if (init?.type !== 'CallExpression') return null;
  const callee = init.callee as Node;
  let call = init;
  /** A helper's parameter stands for the literal its call passes, when it passes one. */
  let literalText = (value: Node): string | null =>
    isLiteral(value) ? code.slice(value.start, value.end) : null;
  if (callee.type === 'Identifier' && callee.name !== 'endpoint') {
    const helper = helpers.get(callee.name as string);
    if (!helper) return null;
    const args = init.arguments as Node[];
    call = helper.call;
    literalText = (value) => {
      if (isLiteral(value)) return code.slice(value.start, value.end);
      const at = value.type === 'Identifier' ? helper.params.indexOf(value.name as string) : -1;
      const arg = at >= 0 ? args[at] : undefined;
      return arg && isLiteral(arg) ? code.slice(arg.start, arg.end) : null;
    };
  } else if (!isEndpointCall(init)) return null;
  const [arg] = call.arguments as Node[];
  if (arg?.type !== 'ObjectExpression') return null;
  const fields = new Map<string, string>();
  for (const prop of arg.properties as Node[]) {
    if (prop.type !== 'Property' || prop.computed) continue;
    const key = prop.key as Node;
    const name = key.type === 'Identifier' ? (key.name as string) : String(key.value);
    if ((ROUTE_FIELDS as readonly string[]).includes(name)) {
      const text = literalText(prop.value as Node);
      if (text === null) return null;
      fields.set(name, text);
    }
  }
  if (!fields.has('method') || !fields.has('path')) return null;
  if (!fields.has('host')) fields.set('host', "'enrollment'");
  return `{ ${[...fields].map(([name, text]) => `${name}: ${text}`).join(', ')} }`;
}

/** The Vite plugin (web build only; the dev server, tests and the server import the contract untouched). */
export function contractDescriptors(): Plugin {
  /** Each descriptor module's code, by id, written when its call module is transformed. */
  const callModules = new Map<string, string>();
  return {
    name: 'contract-descriptors',
    apply: 'build',
    enforce: 'post',
    resolveId: {
      order: 'pre',
      async handler(source, importer) {
        if (callModules.has(source)) return { id: source, moduleSideEffects: false };
        if (!source.endsWith(FULL_QUERY)) return null;
        const resolved = await this.resolve(source.slice(0, -FULL_QUERY.length), importer, {
          skipSelf: true,
        });
        if (!resolved) return null;
        return { id: `${resolved.id}${FULL_QUERY}`, moduleSideEffects: false };
      },
    },
    load(id) {
      return callModules.get(id) ?? null;
    },
    async transform(code, id) {
      if (!CALLS_MODULE.test(id)) return null;
      const { parseAst } = await import('rolldown/parseAst');
      const program = parseAst(code) as unknown as { body: Node[] };
      const helpers = helpersOf(program.body);
      const descriptors: string[] = [];
      const passedOn: string[] = [];
      for (const statement of program.body) {
        if (statement.type === 'ExportAllDeclaration' || statement.type === 'ExportDefaultDeclaration') {
          return null; // not a shape this plugin knows: leave the module whole
        }
        if (statement.type !== 'ExportNamedDeclaration') continue;
        const declaration = statement.declaration as Node | null;
        if (!declaration) {
          for (const specifier of statement.specifiers as Node[]) {
            const exported = specifier.exported as Node;
            passedOn.push(
              exported.type === 'Identifier' ? (exported.name as string) : String(exported.value),
            );
          }
          continue;
        }
        if (declaration.type === 'VariableDeclaration') {
          for (const declarator of declaration.declarations as Node[]) {
            const idNode = declarator.id as Node;
            if (idNode.type !== 'Identifier') return null;
            const name = idNode.name as string;
            const init = declarator.init as Node | null;
            const descriptor =
              init && isLiteral(init) ? code.slice(init.start, init.end) : descriptorOf(code, init, helpers);
            if (descriptor) {
              const callId = `${id}${CALL_QUERY}${name}`;
              callModules.set(callId, `export const ${name} = ${descriptor};\n`);
              descriptors.push(`export { ${name} } from ${JSON.stringify(callId)};`);
            } else passedOn.push(name);
          }
        } else {
          const idNode = declaration.id as Node | null;
          if (!idNode) return null;
          passedOn.push(idNode.name as string);
        }
      }
      const full = JSON.stringify(`${id}${FULL_QUERY}`);
      const reexport = passedOn.length > 0 ? `export { ${passedOn.join(', ')} } from ${full};\n` : '';
      return { code: `${descriptors.join('\n')}\n${reexport}`, map: null, moduleSideEffects: false };
    },
  };
}
