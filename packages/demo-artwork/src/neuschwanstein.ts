import { WIDTH } from './canvas';
import type { Painter } from './painter';
import type { SceneDef } from './scene-def';
import { arched, line, Marks, poly, rect, s } from './svg';
import { ground, mountains, ridge, woodedHill } from './terrain';
import { treeRow } from './trees';

/** Neuschwanstein: white castle with slender towers on its crag. */
function neuschwanstein(p: Painter, x: number, base: number): string {
  const white = p.lm('#eeeae2');
  const shade = p.lm('#c9c3b8');
  const slate = p.lmRoof('#5b6d82', 0.45);
  const red = p.lm('#c98a6d');
  const marks = new Marks();
  const win = (wx: number, wy: number, w = 7, h = 15) => marks.add(p.window('#eeeae2'), arched(wx, wy, w, h));
  let out = poly(
    [x - 140, base - 40, x + 130, base - 40, x + 110, base + 6, x - 120, base + 6],
    p.lm('#cbc4b6'),
  );
  // Gatehouse (reddish).
  out += rect(x - 170, base - 110, 80, 80, red);
  for (let bx = x - 170; bx < x - 92; bx += 12) marks.box(red, bx, base - 118, 7, 9);
  out += rect(x - 176, base - 140, 22, 110, red) + rect(x - 108, base - 140, 22, 110, red);
  // Palas with its steep gable.
  out += rect(x - 10, base - 160, 110, 130, white) + rect(x + 70, base - 160, 30, 130, shade);
  out += poly([x - 14, base - 158, x + 45, base - 222, x + 104, base - 158], slate);
  for (let r = 0; r < 3; r++) for (let c = 0; c < 4; c++) win(x + 2 + c * 22, base - 150 + r * 36);
  // Square tower.
  out += rect(x - 80, base - 140, 50, 110, white) + rect(x - 44, base - 140, 14, 110, shade);
  out += poly([x - 84, base - 138, x - 55, base - 178, x - 26, base - 138], slate);
  win(x - 62, base - 120);
  // The tall round stair tower.
  const tx = x - 22;
  out += rect(tx - 13, base - 250, 26, 220, white) + rect(tx + 4, base - 250, 9, 220, shade);
  out += poly([tx - 16, base - 248, tx, base - 306, tx + 16, base - 248], slate);
  win(tx - 3, base - 220, 6, 12);
  win(tx - 3, base - 170, 6, 12);
  // Further turrets.
  for (const [cx, h, w] of [
    [x + 115, 200, 20],
    [x + 80, 210, 12],
    [x - 120, 170, 16],
  ] as const) {
    out +=
      rect(cx - w / 2, base - h, w, h - 30, white) + rect(cx + w * 0.15, base - h, w * 0.35, h - 30, shade);
    out += poly([cx - w / 2 - 3, base - h + 2, cx, base - h - w * 2.2, cx + w / 2 + 3, base - h + 2], slate);
  }
  out += line(s`M${tx} ${base - 306}v-10`, p.c('#d9b860'), 2);
  return out + marks.svg();
}

export const neuschwansteinScene: SceneDef = {
  focus: [740, 150],
  city(p) {
    const crag = [
      470, 900, 540, 600, 590, 520, 640, 470, 700, 446, 800, 440, 870, 455, 920, 500, 980, 620, 1040, 900,
    ];
    return (
      mountains(p, 560, 150, 0.6, '#7f8ea5', 0.32) +
      mountains(p, 640, 360, 0.35, '#587060', 0.1) +
      p.mistBand(580, 180) +
      woodedHill(p, ridge(p, 650, 40), 0.22, '#3f6a3c', 16, 60) +
      poly(crag, p.c('#8f8b82')) +
      poly([470, 900, 540, 600, 590, 520, 640, 470, 662, 480, 630, 560, 600, 700, 560, 900], p.c('#aaa69c')) +
      poly(
        [800, 440, 870, 455, 920, 500, 980, 620, 1040, 900, 900, 900, 880, 620, 840, 500],
        p.c('#6f6c65'),
      ) +
      line(
        'M600 640L660 580L720 560M680 700L740 650L800 640M880 520L910 600',
        p.c('#6e6c66'),
        3,
        ' opacity=".6"',
      ) +
      `<g transform="matrix(1.15 0 0 1.15 ${-760 * 0.15} ${-446 * 0.15})">${neuschwanstein(p, 760, 446)}</g>` +
      treeRow(p, 480, 1060, 640, [40, 60], ['conifer'], 0.12, 0.9) +
      treeRow(p, -40, WIDTH + 40, 720, [50, 90], ['conifer'], 0.05, 0.9) +
      ground(p, 716, '#4a7a40')
    );
  },
  front(p) {
    return (
      treeRow(p, -40, 360, 830, [110, 170], ['conifer'], 0, 0.9) +
      treeRow(p, 1000, WIDTH + 60, 830, [110, 170], ['conifer'], 0, 0.9)
    );
  },
};
