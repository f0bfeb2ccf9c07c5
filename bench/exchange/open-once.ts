// Opens an exchange data folder (snapshot + journal replay) and exits: a restart timed from outside
// the process, start-up included, e.g. `/usr/bin/time -v node bench/exchange/open-once.ts <dataDir>`.
import { createHlSim } from "@app/hl-sim";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: node bench/exchange/open-once.ts <dataDir>");
await createHlSim({ dataDir }).ready;
