import { describe, expect, it } from "vitest";
import { onTimeGrid } from "./time-grid.ts";

describe("onTimeGrid", () => {
  it("spaces points by time: a 90 s gap takes nine slots of 10 s, filled on the straight line", () => {
    const grid = onTimeGrid(
      [
        { time: 0, value: 10 },
        { time: 10, value: 20 },
        { time: 100, value: 29 },
      ],
      11,
    );
    expect(grid.map((point) => point.time)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(grid[1]?.value).toBe(20);
    // 20 → 29 over nine steps: +1 a step.
    expect(grid[2]?.value).toBeCloseTo(21, 12);
    expect(grid[9]?.value).toBeCloseTo(28, 12);
    expect(grid[10]?.value).toBe(29);
  });

  it("lets the later of two points in one slot win and keeps the last point's own time", () => {
    const grid = onTimeGrid(
      [
        { time: 0, value: 1 },
        { time: 1, value: 2 },
        { time: 2, value: 3 },
        { time: 99, value: 4 },
      ],
      3,
    );
    // Step 50: times 0, 1 and 2 share slot 0 (the last reading, 3, stays); 99 is slot 2.
    expect(grid).toEqual([
      { time: 0, value: 3 },
      { time: 50, value: 3.5 },
      { time: 99, value: 4 },
    ]);
  });

  it("leaves two points or fewer as they are", () => {
    const two = [
      { time: 0, value: 1 },
      { time: 500, value: 2 },
    ];
    expect(onTimeGrid(two, 100)).toEqual(two);
    expect(onTimeGrid([], 100)).toEqual([]);
  });
});
