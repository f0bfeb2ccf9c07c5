/** The relative luminance of a `#rrggbb` colour (WCAG 2), or null for anything else. */
function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return null;
  const [r, g, b] = match.slice(1).map((part) => {
    const channel = Number.parseInt(part, 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}

const WHITE = "#ffffff";
const INK = "#0b0f14";

/**
 * White or near-black, whichever reads at 4.5:1 or better on a brand colour (a coin's mark): white on Bitcoin's
 * orange is 2.5:1. White where the colour is not a plain hex (a CSS variable of the dark theme).
 */
export function readableTextOn(background: string): string {
  const light = luminance(background);
  if (light === null) return WHITE;
  return 1.05 / (light + 0.05) >= 4.5 ? WHITE : INK;
}
