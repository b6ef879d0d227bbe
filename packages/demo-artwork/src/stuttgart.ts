import { CITY_WALLS, rowAcross } from './buildings';
import { WIDTH } from './canvas';
import type { Painter } from './painter';
import { darken } from './palette-and-random';
import type { SceneDef } from './scene-def';
import { line, Marks, path, poly, polyD, rect, s } from './svg';
import { ground, ridge, woodedHill } from './terrain';
import { antenna } from './towers-and-bridges';
import { tree, treeRow } from './trees';

/** Stuttgart: the TV tower on its wooded hill. */
function stuttgartTvTower(p: Painter, x: number, base: number): string {
  const concrete = p.lm('#dedbd3');
  let out = poly([x - 14, base, x - 8, 228, x + 8, 228, x + 14, base], concrete);
  out += poly([x + 1, base, x + 1, 228, x + 8, 228, x + 14, base], p.lm('#bfbab1'));
  out += poly([x - 8, 230, x - 19, 214, x + 19, 214, x + 8, 230], p.lm('#cfcbc3'));
  out += rect(x - 19, 176, 38, 40, p.lm('#d6d2ca'));
  const band = p.mood.lit > 0.3 ? '#ffd584' : p.c('#3c4650');
  for (const y of [182, 193, 204]) out += rect(x - 19, y, 38, 6, band);
  out += rect(x - 21, 172, 42, 5, p.lm('#eeeae3'));
  out += antenna(p, x, 172, 96, 7, 2.5, 6);
  return out;
}

/** Stuttgart: vineyard rows on a slope (terraces following the hillside). */
function vineyard(
  p: Painter,
  pts: readonly number[],
  rowsFrom: number,
  rowsTo: number,
  slope: number,
): string {
  const d = polyD(pts);
  const clip = p.clip(d);
  const soil = p.lmRoof('#b9a868', 0.9);
  const vine = p.mood.snow ? p.c('#6d5a44') : p.c(p.mood.name === 'golden' ? '#7e8f36' : '#557f35');
  let rows = '';
  for (let y = rowsFrom, gap = 9; y < rowsTo; y += gap, gap *= 1.07)
    rows += s`M-40 ${y}L${WIDTH} ${y + WIDTH * slope}`;
  return (
    path(d, soil) +
    `<g clip-path="${clip}">${line(rows, vine, 5, ' stroke-dasharray="7 3"')}${line(rows, darken(soil, 0.25), 1, ' transform="translate(0 4)" opacity=".5"')}</g>`
  );
}

export const stuttgart: SceneDef = {
  focus: [720, 170],
  city(p) {
    const back = ridge(p, 470, 50);
    const towerHill = ridge(p, 500, 40, [{ x: 860, h: 70, w: 180 }]);
    const G = 640;
    return (
      woodedHill(p, back, 0.72, '#5c7f57', 12, 40) +
      woodedHill(p, towerHill, 0.45, '#4f7d43', 15, 70) +
      stuttgartTvTower(p, 860, towerHill.at(860) + 16) +
      p.mistBand(590) +
      rowAcross(p, {
        base: G,
        h: [40, 100],
        w: [40, 80],
        depth: 0.3,
        walls: CITY_WALLS,
        style: 'mixed',
        win: 0.9,
      }) +
      stationTower(p, 470, G) +
      ground(p, G, '#7b9a5a')
    );
  },
  front(p) {
    return (
      vineyard(p, [-80, 520, 180, 560, 420, 650, 560, 740, 600, 900, -80, 900], 500, 820, 0.12) +
      tree(p, 330, 640, 60, 'round', 0) +
      vineyardHouse(p, 150, 610) +
      treeRow(p, 700, WIDTH + 40, 790, [60, 100], ['round', 'poplar'], 0, 1.3)
    );
  },
};

/** Stuttgart: the main station tower. */
function stationTower(p: Painter, x: number, base: number): string {
  const stone = p.lm('#d6cdbd');
  let out = rect(x - 110, 560, 220, base - 560, stone) + rect(x - 26, 400, 52, base - 400, stone);
  out +=
    rect(x + 8, 400, 18, base - 400, '#000', ' opacity=".1"') +
    rect(x - 28, 396, 56, 6, p.snowy('#c2b8a8', 0, 0.9));
  const marks = new Marks();
  for (let y = 420; y < 540; y += 30) marks.box(p.window('#d6cdbd'), x - 5, y, 10, 20);
  for (let wx = x - 100; wx < x + 100; wx += 20) marks.box(p.window('#d6cdbd'), wx, 580, 8, 30);
  out += marks.svg() + line(s`M${x} 396v-30`, p.c('#6d737a'), 2) + rect(x, 366, 16, 10, p.c('#c8372d'));
  return out;
}

/** Stuttgart: a little vineyard hut. */
function vineyardHouse(p: Painter, x: number, base: number): string {
  return (
    rect(x, base - 26, 34, 26, p.c('#efe6d4')) +
    poly([x - 4, base - 24, x + 17, base - 44, x + 38, base - 24], p.snowy('#a8553f')) +
    rect(x + 12, base - 16, 9, 16, p.c('#6b4a32'))
  );
}
