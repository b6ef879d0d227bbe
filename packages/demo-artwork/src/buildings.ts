import { WIDTH } from './canvas';
import { LIT } from './moods-and-views';
import type { Painter } from './painter';
import { darken, lighten } from './palette-and-random';
import { line, Marks, path, poly, rect, s } from './svg';

// ---------------------------------------------------------------------------------------------
// Buildings

const ROOF_TILES = ['#a8553f', '#9b4a37', '#b5634a', '#8c4434'] as const;
export const OLD_WALLS = [
  '#e9dcc3',
  '#d9b98f',
  '#e6cfa6',
  '#c98f6e',
  '#f0e6d6',
  '#d7c4a8',
  '#b9a58e',
  '#e3b98a',
] as const;
export const CITY_WALLS = [
  '#d7d2c8',
  '#c2b8aa',
  '#e4ddd0',
  '#b7bec6',
  '#cdb79c',
  '#a9b1ba',
  '#e2d6c2',
] as const;
export const GLASS = ['#6f8fae', '#89a6bf', '#5c7892', '#a7b9c6', '#7d9bb0'] as const;

type RowStyle = 'modern' | 'old' | 'mixed';

interface RowSpec {
  x0: number;
  x1: number;
  base: number;
  h: readonly [number, number];
  w: readonly [number, number];
  depth: number;
  walls: readonly string[];
  style: RowStyle;
  /** Window size factor; 0 draws no windows. */
  win?: number;
  gap?: number;
}

/** Windows in a grid on a wall. */
function windowGrid(
  p: Painter,
  marks: Marks,
  wall: string,
  depth: number,
  x: number,
  y: number,
  w: number,
  h: number,
  size: number,
): void {
  const ww = 4 * size;
  const wh = 6 * size;
  const sx = ww * 2.1;
  const sy = wh * 1.75;
  const cols = Math.floor((w - ww) / sx);
  const rows = Math.floor((h - wh * 0.8) / sy);
  if (cols < 1 || rows < 1) return;
  const x0 = x + (w - (cols - 1) * sx - ww) / 2;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++)
      marks.box(p.window(wall, depth), x0 + c * sx, y + wh * 0.6 + r * sy, ww, wh);
  }
}

/** One building of a row: body, roof and windows. */
function building(p: Painter, spec: RowSpec, x: number, w: number, h: number): string {
  const { base, depth } = spec;
  const wall = p.pick(spec.walls);
  const fill = p.c(wall, depth);
  const top = base - h;
  const marks = new Marks();
  let out = rect(x, top, w, h, fill);
  const modern = spec.style === 'modern' || (spec.style === 'mixed' && p.chance(0.5));
  if (modern) {
    out += rect(x - 1, top - 3, w + 2, 4, p.snowy(lighten(wall, 0.2), depth, 0.95));
    if (p.chance(0.3)) out += rect(x + w * 0.2, top - h * 0.08, w * 0.4, h * 0.08, fill);
    if (p.chance(0.2)) out += line(s`M${x + w * 0.7} ${top}v${-h * 0.2}`, p.c('#55606a', depth), 2);
  } else {
    const roof = p.snowy(p.pick(ROOF_TILES), depth);
    if (w < 70 && p.chance(0.45)) {
      const gh = w * p.range(0.45, 0.7);
      out += poly([x - 2, top + 1, x + w / 2, top - gh - 2, x + w + 2, top + 1], roof);
      out += poly([x + 3, top + 1, x + w / 2, top - gh + 4, x + w - 3, top + 1], fill);
      if (spec.win)
        marks.box(
          p.window(wall, depth),
          x + w / 2 - spec.win * 2,
          top - gh * 0.45,
          spec.win * 4,
          spec.win * 5,
        );
    } else {
      const rh = Math.min(h * 0.5, w * p.range(0.25, 0.4));
      out += poly([x - 3, top + 1, x + w * 0.12, top - rh, x + w * 0.88, top - rh, x + w + 3, top + 1], roof);
      if (spec.win && w > 40 && p.chance(0.6)) {
        marks.box(p.c(darken(roof, 0.3), depth), x + w * 0.4, top - rh * 0.6, w * 0.16, rh * 0.45);
      }
    }
  }
  out += rect(x + w * 0.8, top, w * 0.2, h, '#000', ' opacity=".1"');
  if (spec.win && depth >= 0.35) {
    if (w > 16 && h > 20) out += rect(x + 4, top + 6, w - 8, h - 12, p.windowPattern(wall, depth, spec.win));
  } else if (spec.win) windowGrid(p, marks, wall, depth, x + 2, top, w - 4, h - spec.win * 6, spec.win);
  return out + marks.svg();
}

/** A row of buildings from x0 to x1 standing on base. */
export function buildingRow(p: Painter, spec: RowSpec): string {
  let out = '';
  let x = spec.x0 - p.range(0, 20);
  while (x < spec.x1) {
    const w = p.range(spec.w[0], spec.w[1]);
    const h = p.range(spec.h[0], spec.h[1]);
    out += building(p, spec, x, w, h);
    x += w + (spec.gap ?? 0);
  }
  return out;
}

/** A row of buildings across the whole picture, from just beyond its left edge to beyond its right. */
export function rowAcross(p: Painter, spec: Omit<RowSpec, 'x0' | 'x1'>): string {
  return buildingRow(p, { x0: -20, x1: WIDTH + 20, ...spec });
}

/** A tall glass office tower with floor lines. */
export function glassTower(
  p: Painter,
  x: number,
  base: number,
  w: number,
  h: number,
  depth: number,
  color?: string,
): string {
  const base2 = color ?? p.pick(GLASS);
  const marks = new Marks();
  const top = base - h;
  const stripe = p.c(darken(base2, 0.25), depth);
  if (p.mood.lit > 0.2) {
    for (let y = top + 10; y < base - 8; y += 9) {
      for (let c = x + 3; c < x + w - 6; c += 8)
        if (p.chance(p.mood.lit * 0.7)) marks.box(p.pick(LIT), c, y, 5, 5);
    }
  }
  return (
    rect(x, top, w, h, p.glass(base2, depth)) +
    rect(x, top + 4, w, h - 6, p.stripes(stripe)) +
    marks.svg() +
    rect(x - 1, top - 3, w + 2, 4, p.snowy(lighten(base2, 0.3), depth, 0.95))
  );
}

type Gable = 'pointed' | 'stepped' | 'curved' | 'side';

interface HouseStyle {
  wall: string;
  roof?: string;
  gable: Gable;
  depth: number;
  win?: number;
  timber?: boolean;
}

/** A narrow town house with its gable towards the street (or a side roof). */
function townHouse(p: Painter, x: number, base: number, w: number, h: number, style: HouseStyle): string {
  const { depth } = style;
  const wall = p.c(style.wall, depth);
  const roofBase = style.roof ?? p.pick(ROOF_TILES);
  const roof = p.snowy(roofBase, depth);
  const top = base - h;
  const marks = new Marks();
  const win = style.win ?? 1.4;
  let out = '';
  const gh = w * 0.75;
  switch (style.gable) {
    case 'pointed':
      out += poly([x - 4, top + 2, x + w / 2, top - gh - 5, x + w + 4, top + 2], roof);
      out += poly([x + 2, top + 2, x + w / 2, top - gh + 2, x + w - 2, top + 2], wall);
      break;
    case 'stepped': {
      const steps = 3;
      const sw = w / (2 * steps + 1);
      const sh = gh / steps;
      const pts: number[] = [x, top];
      for (let i = 0; i < steps; i++)
        pts.push(x + i * sw, top - (i + 1) * sh, x + (i + 1) * sw, top - (i + 1) * sh);
      pts.push(x + w - steps * sw, top - steps * sh);
      for (let i = steps - 1; i >= 0; i--)
        pts.push(x + w - (i + 1) * sw, top - (i + 1) * sh, x + w - i * sw, top - (i + 1) * sh);
      pts.push(x + w, top);
      out += poly(pts, wall);
      if (p.mood.snow) {
        for (let i = 0; i < steps; i++) {
          marks.box(p.c('#f6f9fc'), x + i * sw, top - (i + 1) * sh - 2, sw, 3);
          marks.box(p.c('#f6f9fc'), x + w - (i + 1) * sw, top - (i + 1) * sh - 2, sw, 3);
        }
      }
      break;
    }
    case 'curved':
      out += path(
        s`M${x} ${top}C${x + w * 0.05} ${top - gh * 0.35} ${x + w * 0.3} ${top - gh * 0.35} ${x + w * 0.3} ${top - gh * 0.7}L${x + w * 0.38} ${top - gh}H${x + w * 0.62}L${x + w * 0.7} ${top - gh * 0.7}C${x + w * 0.7} ${top - gh * 0.35} ${x + w * 0.95} ${top - gh * 0.35} ${x + w} ${top}Z`,
        wall,
      );
      out += poly([x + w * 0.44, top - gh, x + w / 2, top - gh - 12, x + w * 0.56, top - gh], roof);
      break;
    case 'side': {
      const rh = Math.min(h * 0.55, w * 0.45);
      out += poly([x - 4, top + 2, x + w * 0.15, top - rh, x + w * 0.85, top - rh, x + w + 4, top + 2], roof);
      if (w > 44)
        marks.box(p.c(darken(roofBase, 0.35), depth), x + w * 0.42, top - rh * 0.62, w * 0.16, rh * 0.42);
      break;
    }
  }
  out += rect(x, top, w, h, wall);
  if (style.timber) {
    const beam = p.c('#5b3b28', depth);
    const floors = Math.max(2, Math.round(h / 38));
    const fh = h / floors;
    const bays = Math.max(2, Math.round(w / 26));
    const bw = w / bays;
    let d = '';
    for (let f = 0; f <= floors; f++) d += s`M${x} ${top + f * fh}h${w}`;
    for (let b = 0; b <= bays; b++) d += s`M${x + b * bw} ${top}v${h}`;
    for (let f = 0; f < floors - (h > 60 ? 1 : 0); f++) {
      for (let b = 0; b < bays; b++) {
        if ((b + f) % 2 === 0)
          d += s`M${x + b * bw} ${top + (f + 1) * fh}L${x + (b + 0.5) * bw} ${top + f * fh}`;
        else d += s`M${x + (b + 1) * bw} ${top + (f + 1) * fh}L${x + (b + 0.5) * bw} ${top + f * fh}`;
      }
    }
    if (style.gable !== 'side')
      d += s`M${x + w / 2} ${top}v${-gh + 6}M${x + w * 0.22} ${top - gh * 0.4}h${w * 0.56}`;
    out += line(d, beam, Math.max(1.5, w / 36));
    for (let f = 0; f < floors; f++) {
      for (let b = 0; b < bays; b++) {
        marks.box(
          p.window(style.wall, depth),
          x + (b + 0.5) * bw - win * 2.6,
          top + f * fh + fh * 0.3,
          win * 5.2,
          fh * 0.42,
        );
      }
    }
  } else if (depth >= 0.25) {
    out += rect(x + 4, top + 5, w - 8, h - 12, p.windowPattern(style.wall, depth, win));
  } else {
    windowGrid(p, marks, style.wall, depth, x + 2, top + 2, w - 4, h - 8, win);
  }
  if (style.gable !== 'side')
    marks.box(p.window(style.wall, depth), x + w / 2 - win * 2.5, top - gh * 0.45, win * 5, win * 6);
  out += rect(x, base - h * 0.18, w, 3, darken(wall, 0.15));
  return out + marks.svg();
}

/** A row of town houses. */
export function houseRow(
  p: Painter,
  x0: number,
  x1: number,
  base: number,
  hRange: readonly [number, number],
  wRange: readonly [number, number],
  style: { walls: readonly string[]; gables: readonly Gable[]; depth: number; win?: number; timber?: number },
): string {
  let out = '';
  let x = x0 - p.range(0, 15);
  while (x < x1) {
    const w = p.range(wRange[0], wRange[1]);
    const h = p.range(hRange[0], hRange[1]);
    out += townHouse(p, x, base, w, h, {
      wall: p.pick(style.walls),
      gable: p.pick(style.gables),
      depth: style.depth,
      win: style.win ?? 1.4,
      timber: p.chance(style.timber ?? 0),
    });
    x += w + 1;
  }
  return out;
}
