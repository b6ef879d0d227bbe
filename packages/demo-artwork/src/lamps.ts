import type { Painter } from './painter';
import { circle, line, rect, s } from './svg';

/** Street lamps; they glow after dark. */
export function lamps(p: Painter, xs: readonly number[], base: number, h: number, depth = 0): string {
  const post = p.c('#3b4148', depth);
  const lit = p.mood.lit > 0.3;
  let out = '';
  for (const x of xs) {
    out +=
      line(s`M${x} ${base}V${base - h}`, post, 3) +
      rect(x - 6, base - h - 12, 12, 12, lit ? '#ffe2a0' : p.c('#d9dde0', depth));
    out += rect(x - 8, base - h - 14, 16, 3, post);
    if (lit) out += circle(x, base - h - 6, 46, p.glow('#ffd27a'));
  }
  return out;
}
