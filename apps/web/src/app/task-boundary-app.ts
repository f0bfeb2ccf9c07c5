import { nextTask } from "./next-task.ts";

// The second of main.tsx's task boundaries (see task-boundary.ts; a module runs once, so each boundary is its
// own module): the app's own modules evaluate in a task after i18next's and the settings'.
await nextTask();
