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

/** A code-splitting group's name function: 'start' for start-up modules, null for the rest. */
export function startChunkName(): (id: string, graph: ModuleGraph) => string | null {
  let members: Set<string> | null = null;
  return (id, graph) => {
    if (!members) {
      const entryModules = staticClosure(entry, graph);
      members = new Set([...staticClosure(start, graph)].filter((module) => !entryModules.has(module)));
    }
    return members.has(id) ? 'start' : null;
  };
}
