import { houseRow, OLD_WALLS } from './buildings';
import { WIDTH } from './canvas';
import type { Painter } from './painter';
import type { SceneDef } from './scene-def';
import { arched, Marks, path, poly, rect, s } from './svg';
import { mirrored, ridge, woodedHill } from './terrain';
import { archBridge, spireTower } from './towers-and-bridges';
import { treeRow } from './trees';

/** Heidelberg: the red sandstone castle ruins on the hillside. */
function heidelbergCastle(p: Painter, x: number, base: number): string {
  const red = p.lm('#b5523f');
  const redDark = p.lm('#8f3f31');
  const hole = p.mood.lit > 0.3 ? '#ffcf80' : p.lm('#3d2520');
  const marks = new Marks();
  let out = rect(x - 20, base - 50, 340, 50, redDark);
  for (let ax = x - 6; ax < x + 310; ax += 36) marks.add(p.lm('#5c2a21'), arched(ax, base - 40, 18, 40));
  // Friedrich building with twin gables.
  out += rect(x + 30, base - 150, 110, 100, red);
  for (const gx of [x + 30, x + 85]) {
    out += path(
      s`M${gx} ${base - 150}C${gx + 4} ${base - 172} ${gx + 16} ${base - 170} ${gx + 18} ${base - 192}H${gx + 37}C${gx + 39} ${base - 170} ${gx + 51} ${base - 172} ${gx + 55} ${base - 150}Z`,
      red,
    );
  }
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 5; c++) marks.box(hole, x + 40 + c * 20, base - 140 + r * 30, 10, 18);
  // Roofless Ottheinrich building: a broken top edge.
  out += poly(
    [
      x + 150,
      base - 50,
      x + 150,
      base - 138,
      x + 170,
      base - 142,
      x + 180,
      base - 128,
      x + 205,
      base - 132,
      x + 222,
      base - 118,
      x + 240,
      base - 124,
      x + 240,
      base - 50,
    ],
    red,
  );
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 4; c++) marks.box(hole, x + 158 + c * 20, base - 110 + r * 30, 10, 20);
  // Fat tower and the split Powder Tower.
  out += rect(x + 250, base - 140, 60, 90, red) + rect(x + 290, base - 140, 20, 90, redDark);
  for (let bx = x + 250; bx < x + 310; bx += 12) marks.box(red, bx, base - 148, 7, 8);
  out += poly(
    [
      x - 40,
      base - 20,
      x - 40,
      base - 100,
      x - 28,
      base - 106,
      x - 18,
      base - 92,
      x - 10,
      base - 98,
      x,
      base - 20,
    ],
    red,
  );
  out +=
    rect(x + 115, base - 230, 30, 80, red) +
    poly([x + 112, base - 228, x + 130, base - 262, x + 148, base - 228], p.lmRoof('#4a4f55', 0.7));
  marks.box(hole, x + 125, base - 210, 10, 16);
  return out + marks.svg();
}

/** Heidelberg: the gate of the Old Bridge, two white towers with baroque helmets. */
function bridgeGate(p: Painter, x: number, deck: number): string {
  const white = p.lm('#efe9df');
  const shade = p.lm('#cfc6b8');
  const helm = p.lmRoof('#3d4248', 0.7);
  let out = rect(x - 40, deck - 90, 80, 90, white);
  out += path(arched(x - 16, deck - 48, 32, 48), p.lm('#4a3e35'));
  for (const tx of [x - 46, x + 46]) {
    out += rect(tx - 20, deck - 150, 40, 150, white) + rect(tx + 6, deck - 150, 14, 150, shade);
    out += path(
      s`M${tx - 22} ${deck - 148}C${tx - 22} ${deck - 180} ${tx - 6} ${deck - 178} ${tx - 6} ${deck - 196}H${tx + 6}C${tx + 6} ${deck - 178} ${tx + 22} ${deck - 180} ${tx + 22} ${deck - 148}Z`,
      helm,
    );
    out += poly([tx - 3, deck - 196, tx, deck - 222, tx + 3, deck - 196], helm);
    out += rect(tx - 22, deck - 100, 44, 5, shade);
    out += path(arched(tx - 5, deck - 130, 10, 18), p.window('#efe9df'));
  }
  return out;
}

export const heidelberg: SceneDef = {
  focus: [780, 250],
  water: 630,
  city(p) {
    const hill = ridge(p, 290, 70, [{ x: 1000, h: 40, w: 300 }]);
    return (
      woodedHill(p, hill, 0.25, '#44743f', 18, 200) +
      heidelbergCastle(p, 700, 440) +
      treeRow(p, 640, 1060, 452, [26, 40], ['round'], 0.25, 1.2) +
      p.mistBand(520) +
      houseRow(p, -20, WIDTH + 20, 600, [50, 80], [40, 70], {
        walls: OLD_WALLS,
        gables: ['side'],
        depth: 0.3,
        win: 0.9,
      }) +
      spireTower(p, 470, 600, 40, 420, 70, '#c97b5e', '#4f6b5f', 0.2) +
      houseRow(p, -20, WIDTH + 20, 630, [50, 80], [50, 80], {
        walls: OLD_WALLS,
        gables: ['pointed'],
        depth: 0.1,
        win: 1.1,
      })
    );
  },
  front(p) {
    return mirrored(p, archBridge(p, -80, WIDTH + 80, 700, 752, 8, '#b5614c') + bridgeGate(p, 230, 700), 752);
  },
};
