import { buildingRow, GLASS, glassTower, OLD_WALLS, rowAcross } from './buildings';
import { WIDTH } from './canvas';
import { LIT } from './moods-and-views';
import type { Painter } from './painter';
import { darken } from './palette-and-random';
import type { SceneDef } from './scene-def';
import { line, Marks, poly, rect, s } from './svg';
import { mirrored, ridge, woodedHill } from './terrain';
import { antenna } from './towers-and-bridges';
import { treeRow } from './trees';

/** Frankfurt: the skyline (Main Tower, Commerzbank Tower, Messeturm, ECB). */
function frankfurtSkyline(p: Painter, base: number): string {
  let out = '';
  // Main Tower: glass cylinder and stone annex.
  out +=
    rect(392, 330, 62, base - 330, p.c('#b9b0a3')) + rect(440, 330, 14, base - 330, '#000', ' opacity=".12"');
  const stripes = new Marks();
  for (let x = 398; x < 448; x += 8) stripes.box(p.window('#b9b0a3'), x, 336, 3, base - 342);
  out += stripes.svg();
  out += glassTower(p, 330, base, 66, base - 230, 0, '#5e86ad');
  out += rect(334, 224, 58, 7, p.c('#d6dde3')) + antenna(p, 362, 224, 160, 6, 2, 5);
  // Commerzbank Tower: tall, stepped crown, sky gardens.
  const cx = 560;
  out += glassTower(p, cx - 38, base, 76, base - 175, 0, '#7f9fb8');
  const gardens = new Marks();
  for (let y = 215; y < base - 60; y += 95)
    gardens.box(p.c('#6e9a5a'), cx - 36 + (((y / 95) | 0) % 2) * 36, y, 36, 26);
  out += gardens.svg();
  out += rect(cx - 30, 158, 60, 18, p.c('#93aec2')) + rect(cx - 20, 145, 40, 14, p.c('#a9bfcf'));
  out += antenna(p, cx, 146, 92, 5, 2, 4);
  // Messeturm: granite with a pyramid top.
  const mx = 770;
  out +=
    rect(mx - 30, 215, 60, base - 215, p.c('#b57b68')) +
    rect(mx + 12, 215, 18, base - 215, '#000', ' opacity=".14"');
  const mv = new Marks();
  for (let x = mx - 24; x < mx + 26; x += 10) mv.box(p.window('#b57b68'), x, 222, 4, base - 228);
  out += mv.svg();
  out += rect(mx - 24, 193, 48, 22, p.c('#c28a77'));
  out += poly([mx - 24, 194, mx, 146, mx + 24, 194], p.lmRoof('#8e5b4d', 0.7));
  out += poly([mx, 146, mx + 24, 194, mx + 6, 194], '#000', ' opacity=".18"');
  // European Central Bank: two leaning glass shards.
  const ex = 985;
  const ecb = p.c('#8ea3b2');
  out += poly([ex - 62, base, ex - 62, 262, ex - 8, 238, ex - 8, base], ecb);
  out += poly([ex - 4, base, ex - 4, 226, ex + 52, 256, ex + 52, base], p.c('#7890a2'));
  const em = new Marks();
  for (let y = 270; y < base - 6; y += 9) {
    em.box(p.c('#5e7384'), ex - 62, y, 54, 1.5);
    em.box(p.c('#52687a'), ex - 4, y, 56, 1.5);
    if (p.mood.lit > 0.2)
      for (let k = 0; k < 4; k++)
        if (p.chance(p.mood.lit * 0.6)) em.box(p.pick(LIT), ex - 58 + k * 28, y + 2, 8, 5);
  }
  out += em.svg() + rect(ex - 8, 330, 4, base - 330, p.c('#c7d3dc'));
  return out;
}

/** Frankfurt: the Eiserner Steg footbridge across the Main. */
function eisernerSteg(p: Painter, deck: number, foot: number): string {
  const iron = p.lm('#59636e');
  const stone = p.c('#a89b88');
  let out = '';
  const piers = [380, 820];
  for (const px of piers) out += rect(px - 16, deck + 8, 32, foot - deck - 8, stone);
  const spans: [number, number][] = [
    [-60, 380],
    [380, 820],
    [820, 1260],
  ];
  let truss = '';
  for (const [a, b] of spans) {
    const mid = (a + b) / 2;
    const rise = 46;
    out += line(s`M${a} ${deck}Q${mid} ${deck - rise * 2} ${b} ${deck}`, iron, 6);
    for (let x = a + 20; x < b - 10; x += 20) {
      const t = (x - a) / (b - a);
      const yTop = deck - rise * 4 * t * (1 - t);
      const t2 = (x + 10 - a) / (b - a);
      const yTop2 = deck - rise * 4 * t2 * (1 - t2);
      truss += `M${x} ${deck}V${Math.round(yTop)}M${x} ${deck}L${x + 10} ${Math.round(yTop2)}`;
    }
  }
  out +=
    line(truss, iron, 1.8) +
    rect(-60, deck, WIDTH + 120, 9, iron) +
    rect(-60, deck + 9, WIDTH + 120, 3, darken(iron, 0.3));
  return out;
}

export const frankfurt: SceneDef = {
  focus: [560, 170],
  water: 600,
  city(p) {
    const W = 600;
    return (
      woodedHill(p, ridge(p, 560, 50), 0.78, '#5f7f6a', 12, 30) +
      p.mistBand(560) +
      buildingRow(p, {
        x0: 120,
        x1: 1120,
        base: W,
        h: [90, 230],
        w: [36, 70],
        depth: 0.55,
        walls: GLASS,
        style: 'modern',
        win: 0.7,
        gap: 8,
      }) +
      glassTower(p, 200, W, 56, p.range(220, 290), 0.25) +
      glassTower(p, 470, W, 48, p.range(180, 230), 0.25) +
      glassTower(p, 640, W, 60, p.range(210, 270), 0.2) +
      glassTower(p, 860, W, 52, p.range(200, 260), 0.2) +
      glassTower(p, 1090, W, 60, p.range(170, 230), 0.25) +
      frankfurtSkyline(p, W) +
      rowAcross(p, {
        base: W,
        h: [30, 60],
        w: [50, 90],
        depth: 0.08,
        walls: OLD_WALLS,
        style: 'old',
        win: 1,
      }) +
      treeRow(p, -20, WIDTH + 20, W + 2, [26, 40], ['round'], 0.05, 1.6)
    );
  },
  front(p) {
    return mirrored(p, eisernerSteg(p, 660, 706), 706);
  },
};
