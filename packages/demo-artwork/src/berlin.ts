import { buildingRow, CITY_WALLS } from './buildings';
import { WIDTH } from './canvas';
import { lamps } from './lamps';
import type { Painter } from './painter';
import type { SceneDef } from './scene-def';
import { circle, circleBand, ellipse, line, Marks, path, poly, rect, s } from './svg';
import { ground, ridge } from './terrain';
import { antenna } from './towers-and-bridges';
import { treeRow } from './trees';

/** Berlin: the Fernsehturm on Alexanderplatz. */
function berlinTvTower(p: Painter, x: number, base: number): string {
  const sy = 300;
  const r = 42;
  const concrete = p.lm('#e6e2da');
  let out = poly([x - 22, base, x - 11, sy + 30, x + 11, sy + 30, x + 22, base], concrete);
  out += poly([x + 2, base, x + 2, sy + 30, x + 11, sy + 30, x + 22, base], p.lm('#c2bdb4'));
  out += poly([x - 9, sy - r + 4, x - 6, sy - 78, x + 6, sy - 78, x + 9, sy - r + 4], concrete);
  out += rect(x - 13, sy + r - 6, 26, 10, p.lm('#cfcac2'));
  const ball = p.radial(x - 14, sy - 16, r * 1.4, [
    [0, p.lm('#f6f8fa')],
    [0.55, p.lm('#b9c1c9')],
    [1, p.lm('#6f7a84')],
  ]);
  out += circle(x, sy, r, ball);
  out += line(
    s`M${x} ${sy - r}A${r * 0.4} ${r} 0 0 0 ${x} ${sy + r}A${r * 0.4} ${r} 0 0 0 ${x} ${sy - r}M${x} ${sy - r}A${r * 0.8} ${r} 0 0 0 ${x} ${sy + r}A${r * 0.8} ${r} 0 0 0 ${x} ${sy - r}`,
    p.lm('#8d98a2'),
    1,
    ' opacity=".6"',
  );
  const bandColor = p.mood.lit > 0.3 ? '#ffd584' : p.c('#36424e');
  out += path(circleBand(x, sy, r, sy - 10, sy + 4), bandColor);
  out += antenna(p, x, sy - 78, 105, 9, 3, 7);
  return out;
}

/** Berlin: the Brandenburg Gate with the Quadriga. */
function brandenburgGate(p: Painter, gx: number, base: number): string {
  const wd = 330;
  const stone = p.lm('#e9dcbf');
  const light = p.lm('#f4ead2');
  const dark = p.lm('#8f7d5e');
  const colTop = base - 12 - 92;
  let out = ellipse(gx + 30, base + 4, wd * 0.62, 14, '#000', ' opacity=".15"');
  out += rect(gx - wd / 2 - 10, base - 12, wd + 20, 12, dark);
  out += rect(gx - wd / 2 + 6, colTop, wd - 12, 92, p.lm('#5d5140'));
  const L = gx - wd / 2 + 16;
  const a = 58;
  const b = 66;
  const xs = [L, L + a, L + 2 * a, L + 2 * a + b, L + 3 * a + b, L + 4 * a + b];
  for (const cx of xs) {
    out += rect(cx - 9, colTop, 18, 92, stone) + rect(cx + 3, colTop, 6, 92, dark, ' opacity=".55"');
    out += rect(cx - 12, colTop, 24, 6, light) + rect(cx - 12, base - 17, 24, 5, light);
  }
  out += rect(gx - wd / 2, colTop - 26, wd, 26, stone);
  const marks = new Marks();
  for (let tx = gx - wd / 2 + 8; tx < gx + wd / 2 - 6; tx += 14) marks.box(dark, tx, colTop - 20, 4, 13);
  out += marks.svg();
  out += rect(gx - wd / 2 - 6, colTop - 32, wd + 12, 7, light);
  out +=
    rect(gx - 112, colTop - 60, 224, 28, stone) + rect(gx - 90, colTop - 54, 180, 16, dark, ' opacity=".45"');
  out += rect(gx - 116, colTop - 64, 232, 5, light);
  out += rect(gx - 62, colTop - 78, 124, 14, stone) + rect(gx - 65, colTop - 80, 130, 4, light);
  const bronze = p.lm('#4f6b5c');
  const qy = colTop - 80;
  let q = rect(gx - 22, qy - 16, 44, 16, bronze);
  for (const hx of [-34, -12, 12, 34]) {
    q += ellipse(gx + hx, qy - 14, 8, 10, bronze);
    q += rect(gx + hx - 4, qy - 32, 7, 18, bronze);
    q += ellipse(gx + hx + (hx < 0 ? -2 : 2), qy - 35, 4, 7, bronze);
    q += rect(gx + hx - 5, qy - 8, 3, 8, bronze) + rect(gx + hx + 2, qy - 8, 3, 8, bronze);
  }
  q += poly([gx - 6, qy - 16, gx - 4, qy - 48, gx + 4, qy - 48, gx + 6, qy - 16], bronze);
  q += circle(gx, qy - 52, 5, bronze);
  q += poly([gx - 4, qy - 44, gx - 26, qy - 64, gx - 20, qy - 44], bronze);
  q += poly([gx + 4, qy - 44, gx + 26, qy - 64, gx + 20, qy - 44], bronze);
  q += line(s`M${gx + 9} ${qy - 20}V${qy - 78}`, bronze, 2.5);
  q += circle(gx + 9, qy - 82, 6, 'none', s` stroke="${bronze}" stroke-width="2.5"`);
  return out + q;
}

export const berlin: SceneDef = {
  focus: [600, 330],
  city(p) {
    const G = 610;
    return (
      path(ridge(p, G - 10, 20).d, p.c('#7c8a74', 0.8)) +
      buildingRow(p, {
        x0: 0,
        x1: WIDTH,
        base: G,
        h: [40, 120],
        w: [40, 90],
        depth: 0.65,
        walls: CITY_WALLS,
        style: 'modern',
        win: 0.8,
      }) +
      berlinTvTower(p, 820, G) +
      p.mistBand(G - 40) +
      buildingRow(p, {
        x0: 0,
        x1: WIDTH,
        base: G + 8,
        h: [40, 90],
        w: [50, 110],
        depth: 0.3,
        walls: CITY_WALLS,
        style: 'mixed',
        win: 1.1,
      }) +
      treeRow(p, -20, WIDTH + 20, G + 26, [36, 60], ['round', 'round', 'poplar'], 0.15) +
      ground(p, G + 24, '#c9bda6') +
      line(s`M-80 ${G + 50}H1280M-80 ${G + 90}H1280M-80 ${G + 150}H1280`, p.c('#b3a68d'), 2, ' opacity=".6"')
    );
  },
  front(p) {
    return (
      lamps(p, [40, 660, 900, 1150], 760, 120) +
      s`<g transform="matrix(1.3 0 0 1.3 ${380 - 380 * 1.3} ${745 - 745 * 1.3})">${brandenburgGate(p, 380, 745)}</g>`
    );
  },
};
