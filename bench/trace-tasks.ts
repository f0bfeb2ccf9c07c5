// Reads a Chromium performance trace (and a CPU profile of the same load) into the page's main-thread tasks:
// when each started against the first contentful paint, how long it ran, what kinds of work filled it and its
// busiest functions. Used by web-trace.ts.

/** One trace event as Chromium's tracing reports it (times in microseconds). */
export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string; data?: { documentLoaderURL?: string; url?: string } };
}

/** A V8 CPU profile (CDP Profiler.stop), sample times in microseconds on the trace's clock. */
export interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** One main-thread task: start (ms after navigation), duration (ms) and what it spent its time on. */
export interface Task {
  start: number;
  duration: number;
  /** Whether it ran a layout (Lighthouse's simulation slows those 2× instead of 4×). */
  layout: boolean;
  /** Whether it evaluated one of the app's scripts. */
  evaluatesScript: boolean;
  kinds: string;
  functions: string[];
}

/** Where the time of a task went, by trace event name (self time), largest first. */
const KIND_NAMES: Record<string, string> = {
  EvaluateScript: "evaluate script",
  "v8.evaluateModule": "evaluate module",
  "v8.compile": "compile",
  "v8.compileModule": "compile module",
  FunctionCall: "JS",
  "v8.callFunction": "JS",
  "V8.Execute": "JS",
  RunMicrotasks: "microtasks (JS)",
  TimerFire: "timer (JS)",
  FireAnimationFrame: "animation frame (JS)",
  EventDispatch: "event (JS)",
  UpdateLayoutTree: "style",
  RecalculateStyles: "style",
  Layout: "layout",
  PrePaint: "pre-paint",
  Paint: "paint",
  Layerize: "layerize",
  Commit: "commit",
  ParseHTML: "parse HTML",
  ParseAuthorStyleSheet: "parse CSS",
  MajorGC: "GC",
  MinorGC: "GC",
  "BlinkGC.AtomicPhase": "GC",
  HitTest: "hit test",
  "Document::updateStyleAndLayoutTree": "style",
  UpdateLayerTree: "layer tree",
};

const MIN_TASK_US = 5000;

function mainThread(events: TraceEvent[]): { pid: number; tid: number; navigationStart: number } {
  const fcp = events.find((event) => event.name === "firstContentfulPaint");
  if (!fcp) throw new Error("The trace has no first contentful paint");
  const starts = events.filter(
    (event) =>
      event.name === "navigationStart" &&
      event.pid === fcp.pid &&
      event.tid === fcp.tid &&
      event.args?.data?.documentLoaderURL?.startsWith("http"),
  );
  const start = starts.at(-1);
  if (!start) throw new Error("The trace has no navigation start on the page's main thread");
  return { pid: fcp.pid, tid: fcp.tid, navigationStart: start.ts };
}

/** Self time per kind of work inside [from, to) on the thread, as "style 40 · JS 12 …" (ms). */
function kindsOf(events: TraceEvent[], from: number, to: number): string {
  const inside = events
    .filter((event) => event.ph === "X" && event.ts >= from && event.ts < to && event.dur)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const self = new Map<string, number>();
  const stack: { end: number; kind: string }[] = [];
  for (const event of inside) {
    const end = event.ts + (event.dur ?? 0);
    while (stack.length && (stack.at(-1)?.end ?? 0) <= event.ts) stack.pop();
    const kind = KIND_NAMES[event.name];
    if (!kind) continue;
    const parent = stack.at(-1);
    if (parent) self.set(parent.kind, (self.get(parent.kind) ?? 0) - (event.dur ?? 0));
    self.set(kind, (self.get(kind) ?? 0) + (event.dur ?? 0));
    stack.push({ end, kind });
  }
  return [...self]
    .filter(([, us]) => us >= 500)
    .sort((a, b) => b[1] - a[1])
    .map(([kind, us]) => `${kind} ${(us / 1000).toFixed(0)}`)
    .join(" · ");
}

/** The busiest functions (self time, ms) of the profile's samples inside [from, to). */
function functionsOf(profile: CpuProfile, from: number, to: number, count = 6): string[] {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
  const self = new Map<string, number>();
  let time = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    const delta = profile.timeDeltas[i] ?? 0;
    time += delta;
    if (time < from || time >= to) continue;
    const frame = nodes.get(profile.samples[i] ?? -1);
    if (!frame) continue;
    const file = frame.url.split("/").at(-1) ?? "";
    const name = `${frame.functionName || "(anonymous)"} ${file}${file ? `:${frame.lineNumber + 1}` : ""}`;
    const next = profile.timeDeltas[i + 1] ?? delta;
    self.set(name, (self.get(name) ?? 0) + next);
  }
  return [...self]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .filter(([, us]) => us >= 1000)
    .map(([name, us]) => `${(us / 1000).toFixed(1).padStart(6)} ms  ${name}`);
}

/** The page's first contentful paint, largest contentful paint and main-thread tasks of 5 ms or more. */
export function summarizeTrace(
  events: TraceEvent[],
  profile: CpuProfile,
): { fcp: number; lcp: number; tasks: Task[]; blocking: (recordedAt: number) => number } {
  const { pid, tid, navigationStart } = mainThread(events);
  const onThread = events.filter((event) => event.pid === pid && event.tid === tid);
  const at = (name: string) => {
    const event = onThread.filter((e) => e.name === name && e.ts >= navigationStart).at(-1);
    return event ? (event.ts - navigationStart) / 1000 : Number.NaN;
  };
  const tasks = onThread
    .filter(
      (event) =>
        event.ph === "X" &&
        event.name === "RunTask" &&
        event.ts >= navigationStart &&
        (event.dur ?? 0) >= MIN_TASK_US,
    )
    .map((event) => {
      const end = event.ts + (event.dur ?? 0);
      const children = onThread.filter((child) => child.ts >= event.ts && child.ts < end);
      return {
        start: (event.ts - navigationStart) / 1000,
        duration: (event.dur ?? 0) / 1000,
        layout: children.some((child) => child.name === "Layout"),
        evaluatesScript: children.some(
          (child) =>
            child.name === "v8.evaluateModule" ||
            (child.name === "EvaluateScript" && (child.args?.data?.url ?? "").includes("/assets/")),
        ),
        kinds: kindsOf(onThread, event.ts, end),
        functions: functionsOf(profile, event.ts, end),
      };
    });
  return {
    fcp: at("firstContentfulPaint"),
    lcp: at("largestContentfulPaint::Candidate"),
    tasks,
    blocking: (recordedAt) => lanternBlockingTime(tasks, recordedAt),
  };
}

/**
 * Roughly what Lighthouse's mobile simulation counts as blocking time: its first-paint estimate waits for the
 * scripts' download but not for their evaluation, so every task from the app's script evaluation on lands
 * after it. Each task is scaled from the recording's CPU rate to 4× (2× for a task that ran a layout, as the
 * simulation does) and counts its time past 50 ms.
 */
export function lanternBlockingTime(tasks: Task[], recordedAt: number): number {
  const first = tasks.findIndex((task) => task.evaluatesScript);
  if (first < 0) return Number.NaN;
  return tasks
    .slice(first)
    .reduce((sum, task) => sum + Math.max(0, (task.duration / recordedAt) * (task.layout ? 2 : 4) - 50), 0);
}
