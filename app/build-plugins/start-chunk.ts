// The app's start-up code as one chunk. main.tsx imports src/app/start.tsx
// dynamically (so it runs after the first paint), which makes every module
// that start shares with a lazy page a chunk of its own: a dozen small
// scripts and three stylesheets that queue with home's first thumbnails on a
// slow connection. This names one chunk for everything start imports
// statically, less what main.tsx itself needs.
import { fileURLToPath } from 'node:url';

interface ModuleGraph {
  getModuleInfo(id: string): { readonly importedIds: readonly string[] } | null;
}

const entry = fileURLToPath(new URL('../src/main.tsx', import.meta.url));
const start = fileURLToPath(new URL('../src/app/start.tsx', import.meta.url));

function staticClosure(root: string, graph: ModuleGraph): Set<string> {
  const seen = new Set<string>();
  const pending = [root];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (seen.has(id)) continue;
    seen.add(id);
    pending.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/**
 * A code-splitting group's name function: 'boot' for what main.tsx imports
 * (the language choice and the messages fetch: left alone, the bundler puts
 * them in the start chunk, and the fetch waits for all of it), 'start' for
 * the other start-up modules, null for the rest.
 */
export function startChunkName(): (id: string, graph: ModuleGraph) => string | null {
  let groups: { boot: Set<string>; start: Set<string> } | null = null;
  return (id, graph) => {
    if (!groups) {
      const boot = staticClosure(entry, graph);
      boot.delete(entry);
      groups = {
        boot,
        start: new Set([...staticClosure(start, graph)].filter((module) => !boot.has(module))),
      };
    }
    if (groups.boot.has(id)) return 'boot';
    return groups.start.has(id) ? 'start' : null;
  };
}
