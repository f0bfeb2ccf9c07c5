import { nextTask } from "./next-task.ts";

// Imported between main.tsx's imports, this module ends the task that evaluated the modules before it: the
// bundler runs the first paint's modules in import order in one file, and this top-level await is the point
// where the rest continues in a task of its own. Without it the scripts' evaluation was one task of about 50 ms
// (200 ms on a slow phone).
await nextTask();
