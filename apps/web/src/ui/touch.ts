import type { PointerEvent } from "react";

/** Whether a pointer event comes from a finger or a pen rather than a mouse. */
export function isTouch(event: PointerEvent): boolean {
  return event.pointerType === "touch" || event.pointerType === "pen";
}
