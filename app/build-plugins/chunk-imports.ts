// What a chunk of the build needs before it runs: itself, the chunks it
// imports statically (and theirs), and their stylesheets. index.html lists
// them so the browser fetches them at once instead of one import after another.
import type { Rolldown } from 'vite';

export interface ChunkFiles {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

/** The chunk whose entry module is `modulePath` (as written from the app's folder, e.g. /src/app/start.tsx). */
export function chunkOfModule(bundle: Rolldown.OutputBundle, modulePath: string): Rolldown.OutputChunk {
  const chunk = Object.values(bundle).find(
    (output): output is Rolldown.OutputChunk =>
      output.type === 'chunk' && (output.facadeModuleId?.endsWith(modulePath) ?? false),
  );
  if (!chunk) throw new Error(`no chunk for ${modulePath}: is it still imported lazily?`);
  return chunk;
}

export function staticImportFiles(bundle: Rolldown.OutputBundle, entry: Rolldown.OutputChunk): ChunkFiles {
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    chunk.viteMetadata?.importedCss.forEach((file) => styles.add(file));
    for (const file of chunk.imports) {
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported);
    }
  };
  visit(entry);
  return { scripts: [...scripts], styles: [...styles] };
}
