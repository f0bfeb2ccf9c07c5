// Opens an exchange data folder (snapshot + journal replay) and exits, printing how long opening
// took inside the process in ms: a restart in a fresh process, as after a crash or a deploy. Timed
// from outside too, start-up included, e.g. `/usr/bin/time -v node bench/exchange/open-once.ts <dir>`.
import { createHlSim } from "@app/hl-sim";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: node bench/exchange/open-once.ts <dataDir>");
const started = performance.now();
await createHlSim({ dataDir }).ready;
console.log((performance.now() - started).toFixed(1));
