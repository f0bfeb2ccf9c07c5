import { useCallback, useEffect, useRef, useState } from "react";

/** Where a section's heading is, relative to the top of the viewport. */
export interface SectionPosition {
  readonly id: string;
  readonly top: number;
}

/**
 * Where an anchor jump puts a section's top (its CSS `scroll-margin-top`): clear of the sticky header, which
 * is 64 px on wide screens and two rows (about 124 px) on phones.
 */
export const SECTION_SCROLL_MARGIN = 144;

/**
 * The reading line, a little below where a jump puts a heading: a section jumped to from the table of
 * contents is always past it. (With the line at 140 px and the margin at 144 px, the section just opened sat
 * 4 px short of it and its predecessor stayed highlighted.)
 */
export const READING_LINE = SECTION_SCROLL_MARGIN + 24;

/**
 * The section the reader is in: the last one whose top has passed the reading line `line` px below the top
 * of the viewport. Before the first section, the first one.
 */
export function activeSectionId(positions: readonly SectionPosition[], line: number): string | undefined {
  let active = positions[0]?.id;
  for (const position of positions) {
    if (position.top <= line) active = position.id;
    else break;
  }
  return active;
}

/** What the page looks like now, for {@link spiedSection}. */
export interface PageView {
  readonly positions: readonly SectionPosition[];
  readonly viewportHeight: number;
  /** Whether the page cannot scroll further down. */
  readonly atBottom: boolean;
  /** The entry last picked in the table of contents, if any. */
  readonly picked: string | undefined;
}

/**
 * The highlighted entry: the section at the reading line, except at the bottom of the page, where the last
 * sections can never reach the line: there the picked entry stays highlighted while it is on screen.
 */
export function spiedSection(view: PageView, line = READING_LINE): string | undefined {
  const atLine = activeSectionId(view.positions, line);
  if (!view.atBottom || !view.picked) return atLine;
  const picked = view.positions.find((position) => position.id === view.picked);
  return picked && picked.top < view.viewportHeight ? picked.id : atLine;
}

/**
 * Follows scrolling and returns the id of the section being read (product rules §4 "Learn page"), and `pick`,
 * which the table of contents calls with the entry the reader chose.
 */
export function useScrollSpy(ids: readonly string[]): {
  active: string | undefined;
  pick: (id: string) => void;
} {
  const [active, setActive] = useState<string | undefined>(ids[0]);
  const picked = useRef<string | undefined>(undefined);
  const reread = useRef<() => void>(() => undefined);
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
      const root = document.documentElement;
      const atBottom = window.scrollY + window.innerHeight >= root.scrollHeight - 2;
      if (!atBottom) picked.current = undefined;
      setActive(
        spiedSection({ positions, viewportHeight: window.innerHeight, atBottom, picked: picked.current }),
      );
    };
    const schedule = () => {
      if (frame === 0) frame = requestAnimationFrame(update);
    };
    reread.current = schedule;
    update();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    return () => {
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [key]);
  const pick = useCallback((id: string) => {
    picked.current = id;
    // A jump that does not scroll (the page is already at its bottom) fires no scroll event.
    reread.current();
  }, []);
  return { active, pick };
}
