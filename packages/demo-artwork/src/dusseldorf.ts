import { buildingRow, CITY_WALLS, GLASS, rowAcross } from './buildings';
import { WIDTH } from './canvas';
import type { Painter } from './painter';
import { darken } from './palette-and-random';
import type { SceneDef } from './scene-def';
import { circle, dots, line, Marks, path, poly, rect, s } from './svg';
import { treeRow } from './trees';

/** Düsseldorf: the Rheinturm with the light clock on its shaft. */
function rheinturm(p: Painter, x: number, base: number): string {
  const concrete = p.lm('#d9d6cf');
  let out = poly([x - 16, base, x - 7, 262, x + 7, 262, x + 16, base], concrete);
  out += poly([x + 1, base, x + 1, 262, x + 7, 262, x + 16, base], p.lm('#bbb6ad'));
  out += poly([x - 7, 264, x - 31, 238, x - 31, 222, x + 31, 222, x + 31, 238, x + 7, 264], concrete);
  out += rect(x - 31, 224, 62, 10, p.mood.lit > 0.3 ? '#ffd584' : p.c('#3a4550'));
  out += poly([x - 27, 222, x - 22, 212, x + 22, 212, x + 27, 222], p.lm('#c9c5bd'));
  out += rect(x - 7, 196, 14, 17, concrete) + rect(x - 4, 120, 8, 78, p.lm('#b9b6b0'));
  out += line(s`M${x} 120V70`, p.lm('#a8a5a0'), 3);
  const lamps: [number, number][] = [];
  for (let y = 300; y < 560; y += 9) lamps.push([x, y]);
  out += dots(lamps, p.mood.lit > 0.3 ? '#8fd3ff' : p.c('#9aa3ab'), 3.5);
  if (p.mood.lit > 0.3) out += circle(x, 70, 4, '#ff5a4a');
  return out;
}

/** Düsseldorf: a Gehry-style building of the Neuer Zollhof, with wavy walls and punched windows. */
function wavyBuilding(
  p: Painter,
  x: number,
  base: number,
  w: number,
  h: number,
  wall: string,
  metal = false,
): string {
  const ph = p.range(0, 6);
  const left = (y: number) => x + 9 * Math.sin(y / 38 + ph);
  const right = (y: number) => x + w + 10 * Math.sin(y / 45 + ph + 2);
  const topY = (xx: number) => base - h + 10 * Math.sin((xx - x) / 30 + ph);
  let d = s`M${left(base)} ${base}`;
  for (let y = base; y >= base - h; y -= 12) d += s`L${left(y)} ${y}`;
  for (let xx = x; xx <= x + w; xx += 10) d += s`L${xx} ${topY(xx)}`;
  for (let y = base - h; y <= base; y += 12) d += s`L${right(y)} ${y}`;
  d += 'Z';
  const fill = metal
    ? p.linear(
        [
          [0, p.lm('#e8edf0')],
          [0.3, p.lm('#9ea7ae')],
          [0.55, p.lm('#f3f6f8')],
          [1, p.lm('#7d878f')],
        ],
        1,
        0,
      )
    : p.lm(wall);
  const marks = new Marks();
  for (let y = base - h + 26; y < base - 14; y += 19) {
    const l = Math.max(left(y), left(y + 12)) + 7;
    const r = Math.min(right(y), right(y + 12)) - 7;
    const shift = 4 * Math.sin(y / 23 + ph);
    for (let xx = l + 3 + shift; xx < r - 10; xx += 17) {
      marks.box(p.lm(darken(wall, 0.35)), xx + 2, y + 2, 11, 13);
      marks.box(p.window(wall), xx, y, 11, 13);
    }
  }
  return path(d, fill) + marks.svg();
}

export const dusseldorf: SceneDef = {
  focus: [560, 200],
  water: 620,
  city(p) {
    const W = 620;
    return (
      rowAcross(p, {
        base: W,
        h: [50, 140],
        w: [40, 80],
        depth: 0.62,
        walls: CITY_WALLS,
        style: 'modern',
        win: 0.7,
      }) +
      cablePylon(p, 1080, W) +
      p.mistBand(580) +
      rheinturm(p, 880, W) +
      buildingRow(p, {
        x0: 720,
        x1: WIDTH + 20,
        base: W,
        h: [60, 130],
        w: [50, 90],
        depth: 0.22,
        walls: [...GLASS, ...CITY_WALLS],
        style: 'modern',
        win: 1,
      }) +
      wavyBuilding(p, 250, W, 130, 200, '#efeae2') +
      wavyBuilding(p, 410, W, 120, 250, '#b8c0c6', true) +
      wavyBuilding(p, 560, W, 150, 185, '#b0503d') +
      buildingRow(p, {
        x0: -20,
        x1: 230,
        base: W,
        h: [60, 110],
        w: [40, 70],
        depth: 0.15,
        walls: CITY_WALLS,
        style: 'modern',
        win: 1,
      }) +
      treeRow(p, -20, WIDTH + 20, W + 2, [22, 34], ['round'], 0.05, 2.6)
    );
  },
};

/** Düsseldorf: a cable-stayed bridge pylon in the distance. */
function cablePylon(p: Painter, x: number, base: number): string {
  const c = p.c('#e6e3dc', 0.5);
  let cables = '';
  for (let i = 1; i <= 6; i++)
    cables += s`M${x} ${370 + i * 8}L${x - i * 45} ${base - 30}M${x} ${370 + i * 8}L${x + i * 45} ${base - 30}`;
  return rect(x - 5, 360, 10, base - 360, c) + line(cables, c, 1.4) + rect(-80, base - 32, WIDTH + 160, 6, c);
}
