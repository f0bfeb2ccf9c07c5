// Preloaded (`--import`) into the processes of the Node tests (scripts/node-test-flags.ts).
//
// Node 24's ESM loader learns each loaded `.js` file's module type by reading its package's package.json and
// copying every field of it, `exports` included, which it parses from JSON on every copy. drizzle-orm's
// package.json is 179 KB, almost all of it `exports`, and the server loads ~450 of its files: importing the
// server took 3.3–3.8 s, 1.3 s of it in that parsing, in every test worker.
//
// The hook answers the one question itself for drizzle-orm's imports of its own files (a relative `./x.js` that
// stays inside the package): the package is `"type": "module"` and has no nested package.json, so each such
// file is an ES module. Everything else resolves as Node does. A file that does not exist still fails, when it
// is loaded. Server import with the hook: 1.8–2.3 s.
import { readdirSync, readFileSync } from "node:fs";
import * as nodeModule from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";

const serverRequire = nodeModule.createRequire(new URL("../apps/server/package.json", import.meta.url));
const packageRoot = path.join(path.dirname(serverRequire.resolve("drizzle-orm")), path.sep);
const manifest = JSON.parse(readFileSync(path.join(packageRoot, "package.json"), "utf8"));

const nested = readdirSync(packageRoot, { recursive: true }).some((entry) =>
  String(entry).endsWith(`${path.sep}package.json`),
);

// Only for as long as drizzle-orm is what this assumes, and on a Node with synchronous hooks (22.15 and later);
// otherwise Node's own answer.
if (manifest.type === "module" && !nested && typeof nodeModule.registerHooks === "function") {
  const root = pathToFileURL(packageRoot).href;
  nodeModule.registerHooks({
    resolve(specifier, context, nextResolve) {
      if (specifier.startsWith(".") && specifier.endsWith(".js") && context.parentURL?.startsWith(root)) {
        const url = new URL(specifier, context.parentURL).href;
        if (url.startsWith(root)) return { url, format: "module", shortCircuit: true };
      }
      return nextResolve(specifier, context);
    },
  });
}
