// The built web app's JavaScript as a visitor downloads it: what the landing page's HTML loads before
// anything else (its module script and module preloads, and every chunk those import statically), and each
// chunk loaded later (tabs, the wallet runtime, Chinese, charts). Sizes gzip-compressed at level 9.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** One JavaScript file of the build. */
export interface Chunk {
  readonly file: string;
  readonly bytes: number;
  readonly gzip: number;
}

/** The landing page's initial chunks and the lazily loaded ones. */
export interface BundleReport {
  readonly initial: readonly Chunk[];
  readonly lazy: readonly Chunk[];
  readonly css: readonly Chunk[];
}

const STATIC_IMPORT = /(?:^|[;}\s])import\s*(?:[\w$*{}\s,]+from\s*)?["']\.\/([^"']+\.js)["']/g;
const HTML_ASSET = /<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="\/assets\/([^"]+\.js)"/g;

function chunkOf(assets: string, file: string): Chunk {
  const content = readFileSync(path.join(assets, file));
  return { file, bytes: content.length, gzip: gzipSync(content, { level: 9 }).length };
}

/** The files a chunk imports statically (dynamic `import()` calls are not followed). */
export function staticImports(code: string): string[] {
  return [...code.matchAll(STATIC_IMPORT)].map((match) => match[1] ?? "").filter(Boolean);
}

/** Reads a built `dist` folder: the HTML's module graph, then everything else. */
export function readBundle(dist: string): BundleReport {
  const assets = path.join(dist, "assets");
  const html = readFileSync(path.join(dist, "index.html"), "utf8");
  const pending = [...html.matchAll(HTML_ASSET)].map((match) => match[1] ?? "");
  const initial = new Set<string>();
  while (pending.length > 0) {
    const file = pending.pop();
    if (!file || initial.has(file)) continue;
    initial.add(file);
    pending.push(...staticImports(readFileSync(path.join(assets, file), "utf8")));
  }
  const files = readdirSync(assets);
  const bySize = (a: Chunk, b: Chunk) => b.gzip - a.gzip;
  return {
    initial: [...initial].map((file) => chunkOf(assets, file)).sort(bySize),
    lazy: files
      .filter((file) => file.endsWith(".js") && !initial.has(file))
      .map((file) => chunkOf(assets, file))
      .sort(bySize),
    css: files.filter((file) => file.endsWith(".css")).map((file) => chunkOf(assets, file)),
  };
}

/** Sum of the gzip sizes. */
export const gzipTotal = (chunks: readonly Chunk[]) => chunks.reduce((sum, chunk) => sum + chunk.gzip, 0);

/** Kilobytes (1000 bytes) with one decimal, the unit bundle budgets are written in. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`;
