import { useEffect, useState } from "react";

/** Where a section's heading is, relative to the top of the viewport. */
export interface SectionPosition {
  readonly id: string;
  readonly top: number;
}

/**
 * The section the reader is in: the last one whose top has passed the line `offset` px below the top
 * of the viewport (the sticky header's height). Before the first section, the first one.
 */
export function activeSectionId(positions: readonly SectionPosition[], offset: number): string | undefined {
  let active = positions[0]?.id;
  for (const position of positions) {
    if (position.top - offset <= 1) active = position.id;
    else break;
  }
  return active;
}

/** Follows scrolling and returns the id of the section being read (product rules §4 "Learn page"). */
export function useScrollSpy(ids: readonly string[], offset = 140): string | undefined {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const key = ids.join(",");
  useEffect(() => {
    const list = key ? key.split(",") : [];
    let frame = 0;
    const update = () => {
      frame = 0;
      const positions = list.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      setActive(activeSectionId(positions, offset));
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [key, offset]);
  return active;
}
