import type { Painter } from './painter';
import { darken, lighten } from './palette-and-random';
import { circle, lancet, line, Marks, path, poly, rect, s } from './svg';

// ---------------------------------------------------------------------------------------------
// Landmarks

/** Red and white antenna from y1 (bottom) to y2 (top), tapering from w1 to w2. */
export function antenna(
  p: Painter,
  x: number,
  y1: number,
  y2: number,
  w1: number,
  w2: number,
  parts = 6,
): string {
  let out = '';
  for (let i = 0; i < parts; i++) {
    const ya = y1 + ((y2 - y1) * i) / parts;
    const yb = y1 + ((y2 - y1) * (i + 1)) / parts;
    const wa = w1 + ((w2 - w1) * i) / parts;
    const wb = w1 + ((w2 - w1) * (i + 1)) / parts;
    out += poly(
      [x - wa / 2, ya, x - wb / 2, yb, x + wb / 2, yb, x + wa / 2, ya],
      p.c(i % 2 ? '#f2efe9' : '#c8372d'),
    );
  }
  if (p.mood.lit > 0.3) out += circle(x, y2, 4, '#ff5a4a') + circle(x, y2, 12, '#ff5a4a', ' opacity=".3"');
  return out;
}

/** A slim church tower with a pointed spire (Nuremberg, Lübeck, generic towns). */
export function spireTower(
  p: Painter,
  x: number,
  base: number,
  w: number,
  top: number,
  spire: number,
  wall: string,
  roof: string,
  depth = 0,
): string {
  const c = p.lm(wall, depth);
  const marks = new Marks();
  let out =
    rect(x - w / 2, top, w, base - top, c) +
    rect(x + w * 0.18, top, w * 0.32, base - top, '#000', ' opacity=".12"');
  out += poly([x - w / 2 - 2, top + 1, x, top - spire, x + w / 2 + 2, top + 1], p.snowy(roof, depth, 0.7));
  out += poly([x, top - spire, x + w / 2 + 2, top + 1, x + w * 0.15, top + 1], '#000', ' opacity=".15"');
  for (let y = top + 20; y < base - 40; y += 46)
    marks.add(p.window(wall, depth), lancet(x - w * 0.12, y, w * 0.24, w * 0.55));
  out += line(s`M${x} ${top - spire}v-10`, p.c('#c9a94f', depth), 2);
  return out + marks.svg();
}

/** A stone bridge with round arches (Dresden's Augustus Bridge, Heidelberg's Old Bridge). */
export function archBridge(
  p: Painter,
  x0: number,
  x1: number,
  deck: number,
  foot: number,
  arches: number,
  color: string,
): string {
  const span = (x1 - x0) / arches;
  let d = s`M${x0} ${deck}H${x1}V${foot}H${x0}Z`;
  let rings = '';
  const spring = deck + (foot - deck) * 0.55;
  for (let i = 0; i < arches; i++) {
    const cx = x0 + span * (i + 0.5);
    const hw = span * 0.38;
    const hr = Math.min(hw, spring - deck - 8);
    d += s`M${cx - hw} ${foot}V${spring}A${hw} ${hr} 0 0 1 ${cx + hw} ${spring}V${foot}Z`;
    rings += s`M${cx - hw - 3} ${spring}A${hw + 3} ${hr + 3} 0 0 1 ${cx + hw + 3} ${spring}`;
  }
  const stone = p.lm(color);
  return (
    path(d, stone, ' fill-rule="evenodd"') +
    line(rings, darken(stone, 0.2), 4) +
    rect(x0, deck - 10, x1 - x0, 10, p.snowy(lighten(color, 0.1), 0, 0.9)) +
    rect(x0, deck, x1 - x0, 3, darken(stone, 0.25))
  );
}
