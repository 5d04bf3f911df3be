import MagicString from 'magic-string';
import { type Plugin, parseAst } from 'vite';

/**
 * The browser's copy of the contract's route tables carries each route's address (method and path)
 * and nothing else. The app calls a route by its address (lib/api.ts); the route's schemas give it
 * types, which cost nothing at run time. Left in, the schemas of every route of a feature came with
 * the first call to any of them, and zod with them: some 25 KB (gzip) on a page that only lists
 * competitions. Pages that validate a form import the schemas they need themselves, and keep them.
 * Server rendering and the tests read the tables whole.
 */

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** Where route tables are declared: the contract's sources (the `source` condition resolves them). */
const CONTRACT_SOURCE = /[\\/]packages[\\/]contract[\\/]src[\\/].+\.ts$/;

/** What the browser uses of a route. */
const ADDRESS = new Set(['method', 'path']);

function* nodesOf(value: unknown): Generator<Node> {
  if (!value || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const item of value) yield* nodesOf(item);
    return;
  }
  const node = value as Node;
  if (typeof node.type === 'string') yield node;
  for (const [key, child] of Object.entries(node)) {
    if (key !== 'type' && child && typeof child === 'object') yield* nodesOf(child);
  }
}

const isAddress = (property: Node) => {
  const key = property.key as Node | undefined;
  return (
    property.type === 'Property' &&
    property.computed !== true &&
    key?.type === 'Identifier' &&
    ADDRESS.has(key.name as string)
  );
};

/**
 * `code` (JavaScript) with each `route({...})` replaced by a plain object of its method and path, so
 * that neither `route` nor a schema is referenced any more; null when the module declares no route.
 */
export function routeAddressesOnly(code: string, id = 'routes.js'): MagicString | null {
  if (!code.includes('route(')) return null;
  const out = new MagicString(code);
  let changed = false;
  for (const node of nodesOf(parseAst(code, { lang: 'js' }, id))) {
    if (node.type !== 'CallExpression') continue;
    const callee = node.callee as Node;
    const args = node.arguments as Node[];
    const [definition] = args;
    if (callee.type !== 'Identifier' || callee.name !== 'route') continue;
    if (args.length !== 1 || definition?.type !== 'ObjectExpression') continue;
    const address = (definition.properties as Node[]).filter(isAddress);
    if (address.length !== ADDRESS.size) throw new Error(`${id}: a route without its method and path`);
    const text = address.map((property) => code.slice(property.start, property.end)).join(', ');
    out.overwrite(node.start, node.end, `({ ${text} })`);
    changed = true;
  }
  return changed ? out : null;
}

/** The build's plugin: route tables reduced to addresses in the browser's bundle only. */
export function routeAddresses(): Plugin {
  return {
    name: 'para:route-addresses',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    // After TypeScript is stripped: the module is JavaScript by then.
    enforce: 'post',
    transform(code, id) {
      if (!CONTRACT_SOURCE.test(id)) return null;
      const out = routeAddressesOnly(code, id);
      return out ? { code: out.toString(), map: out.generateMap({ hires: 'boundary', source: id }) } : null;
    },
  };
}
