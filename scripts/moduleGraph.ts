// What the bundler's chunk groups (vite.config.ts) need to know of the module graph: which modules
// every page loads because the app's start-up (src/main.tsx) imports them, and how many chunk
// roots reach each of the others. The graph is complete when the build phase ends; chunks are cut
// after, so the groups' tests can ask.
import type { Plugin } from 'vite';
import { cutIntoFiles, type PageSet, type Piece, pageCount } from './fileCut';

interface GraphNode {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  isEntry: boolean;
  code?: string | null;
}

export interface ModuleGraph {
  /** Modules src/main.tsx imports, directly or not, without import(). */
  loadedAtStartUp(id: string): boolean;
  /** How many chunk roots (entries and import() targets) import the module without import(). */
  rootsReaching(id: string): number;
  /**
   * For a module `share` picks out, the name of the file it travels in: modules the same roots
   * import share a file, and files merge while that saves bytes (scripts/fileCut.ts).
   */
  sharedFileOf(id: string): string | undefined;
}

export interface SharedFiles {
  /** Which modules are cut into shared files. */
  share: (id: string, graph: Omit<ModuleGraph, 'sharedFileOf'>) => boolean;
  /** What one more file costs a root that loads it, in bytes of code. */
  fileBytes: number;
}

/** The static closure of each root, and the figures the groups ask for. */
export function analyseGraph(
  nodes: ReadonlyMap<string, GraphNode>,
  isStartUp: (id: string) => boolean,
  shared: SharedFiles,
): ModuleGraph {
  const roots = new Set<string>();
  for (const [id, node] of nodes) {
    if (node.isEntry) roots.add(id);
    for (const target of node.dynamicallyImportedIds) roots.add(target);
  }
  const rootsOf = new Map<string, PageSet>();
  const startUp = new Set<string>();
  for (const [index, root] of [...roots].entries()) {
    const closure = new Set<string>();
    const pending = [root];
    for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
      if (closure.has(id)) continue;
      closure.add(id);
      pending.push(...(nodes.get(id)?.importedIds ?? []));
    }
    for (const id of closure) rootsOf.set(id, (rootsOf.get(id) ?? 0n) | (1n << BigInt(index)));
    if (isStartUp(root)) for (const id of closure) startUp.add(id);
  }
  const graph = {
    loadedAtStartUp: (id: string) => startUp.has(id),
    rootsReaching: (id: string) => pageCount(rootsOf.get(id) ?? 0n),
  };
  const pieces: Piece<string>[] = [...nodes.keys()]
    .filter((id) => shared.share(id, graph))
    .sort()
    .map((id) => ({
      item: id,
      bytes: nodes.get(id)?.code?.length ?? 0,
      pages: rootsOf.get(id) ?? 0n,
    }));
  const fileOf = new Map<string, string>();
  for (const [index, ids] of cutIntoFiles(pieces, shared.fileBytes).entries())
    for (const id of ids) fileOf.set(id, `shared-${index + 1}`);
  return { ...graph, sharedFileOf: (id) => fileOf.get(id) };
}

const EMPTY: ModuleGraph = {
  loadedAtStartUp: () => false,
  rootsReaching: () => 0,
  sharedFileOf: () => undefined,
};

/** A plugin that records the graph of the client build, and the graph it recorded. */
export function moduleGraphPlugin(
  isStartUp: (id: string) => boolean,
  shared: SharedFiles,
): {
  plugin: Plugin;
  graph: ModuleGraph;
} {
  let analysed = EMPTY;
  const plugin: Plugin = {
    name: 'module-graph',
    apply: 'build',
    buildEnd() {
      const nodes = new Map<string, GraphNode>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info) nodes.set(id, info);
      }
      analysed = analyseGraph(nodes, isStartUp, shared);
    },
  };
  const graph: ModuleGraph = {
    loadedAtStartUp: (id) => analysed.loadedAtStartUp(id),
    rootsReaching: (id) => analysed.rootsReaching(id),
    sharedFileOf: (id) => analysed.sharedFileOf(id),
  };
  return { plugin, graph };
}
