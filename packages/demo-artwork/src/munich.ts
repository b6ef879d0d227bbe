import { buildingRow, houseRow, OLD_WALLS } from './buildings';
import { WIDTH } from './canvas';
import type { Painter } from './painter';
import { darken } from './palette-and-random';
import type { SceneDef } from './scene-def';
import { circle, lancet, line, Marks, path, poly, rect, s } from './svg';
import { ground, mountains, ridge, woodedHill } from './terrain';
import { treeRow } from './trees';

/** Munich: the Frauenkirche with its two towers and their green domes. */
function frauenkirche(p: Painter, x: number, base: number): string {
  const brick = p.lm('#a8583f');
  const brickDark = p.lm('#86432f');
  const roof = p.lmRoof('#7c3a2c', 0.8);
  const green = p.lmRoof('#6e9f84', 0.6);
  const greenDark = p.lmRoof('#4f7d66', 0.6);
  const marks = new Marks();
  let out = rect(x + 40, 420, 280, base - 420, brick);
  out += poly([x + 30, 422, x + 58, 330, x + 310, 330, x + 332, 422], roof);
  out += line(
    s`M${x + 50} 352H${x + 318}M${x + 42} 376H${x + 324}M${x + 36} 400H${x + 328}`,
    p.c(darken('#7c3a2c', 0.2)),
    1.5,
    ' opacity=".5"',
  );
  for (let i = 0; i < 8; i++) marks.add(p.window('#a8583f'), lancet(x + 80 + i * 30, 450, 12, 110));
  const tower = (tx: number) => {
    let t = rect(tx - 29, 265, 58, base - 265, brick) + rect(tx + 10, 265, 19, base - 265, brickDark);
    t += rect(tx - 31, 262, 62, 6, p.lm('#c9b9a4'));
    for (const y of [330, 410, 490]) {
      marks.add(p.window('#a8583f'), lancet(tx - 13, y, 8, 34));
      marks.add(p.window('#a8583f'), lancet(tx + 5, y, 8, 34));
    }
    t += circle(tx, 300, 9, p.lm('#f1ece0')) + line(s`M${tx} 300v-6M${tx} 300h5`, '#333', 1.5);
    t += path(
      s`M${tx - 27} 264C${tx - 36} 215 ${tx - 18} 192 ${tx} 184C${tx + 18} 192 ${tx + 36} 215 ${tx + 27} 264Z`,
      green,
    );
    t += path(
      s`M${tx} 184C${tx + 18} 192 ${tx + 36} 215 ${tx + 27} 264H${tx + 6}C${tx + 12} 220 ${tx + 8} 196 ${tx} 184Z`,
      greenDark,
    );
    t += rect(tx - 5, 170, 10, 16, green) + circle(tx, 168, 6, green);
    t += line(s`M${tx} 162V146`, p.c('#d9b860'), 2.5);
    return t;
  };
  out += tower(x - 40) + tower(x + 40);
  return out + marks.svg();
}

export const munich: SceneDef = {
  focus: [560, 200],
  city(p) {
    const G = 630;
    return (
      mountains(p, 595, 220, 0.5, '#7f8ea5', 0.3) +
      p.mistBand(540) +
      woodedHill(p, ridge(p, 585, 26), 0.5, '#5f8a4f', 12, 30) +
      buildingRow(p, {
        x0: 0,
        x1: WIDTH,
        base: 612,
        h: [30, 70],
        w: [40, 80],
        depth: 0.42,
        walls: OLD_WALLS,
        style: 'old',
        win: 0.8,
      }) +
      spireTowerMunich(p, 250, G) +
      neuesRathaus(p, 330, G) +
      frauenkirche(p, 600, G) +
      houseRow(p, -20, WIDTH + 20, G + 10, [60, 110], [50, 80], {
        walls: OLD_WALLS,
        gables: ['side'],
        depth: 0.12,
        win: 1.2,
      }) +
      ground(p, G + 8, '#6f9a4e')
    );
  },
  front(p) {
    return (
      treeRow(p, -30, 360, 760, [70, 120], ['round'], 0, 1.4) +
      treeRow(p, 900, WIDTH + 40, 770, [70, 120], ['round', 'conifer'], 0, 1.4)
    );
  },
};

/** Munich: St. Peter's tower (Alter Peter) with its layered lanterns. */
function spireTowerMunich(p: Painter, x: number, base: number): string {
  const wall = p.lm('#e8dfcf');
  const green = p.lmRoof('#6e9f84', 0.6);
  let out =
    rect(x - 20, 330, 40, base - 330, wall) + rect(x + 6, 330, 14, base - 330, '#000', ' opacity=".1"');
  out += rect(x - 22, 300, 44, 30, wall) + circle(x, 316, 8, p.lm('#d9b860'));
  out += path(s`M${x - 22} 302Q${x - 24} 276 ${x} 270Q${x + 24} 276 ${x + 22} 302Z`, green);
  out += rect(x - 9, 246, 18, 24, wall) + path(s`M${x - 12} 248Q${x} 224 ${x + 12} 248Z`, green);
  out += rect(x - 5, 214, 10, 14, wall) + path(s`M${x - 7} 216Q${x} 200 ${x + 7} 216Z`, green);
  out += line(s`M${x} 202v-14`, p.c('#d9b860'), 2);
  out += path(lancet(x - 6, 350, 12, 40), p.window('#e8dfcf'));
  return out;
}

/** Munich: the neo-Gothic New Town Hall with its tower. */
function neuesRathaus(p: Painter, x: number, base: number): string {
  const stone = p.lm('#8c8a84');
  const roof = p.lmRoof('#4f565c', 0.8);
  const marks = new Marks();
  let out =
    rect(x - 10, 470, 140, base - 470, stone) + poly([x - 12, 472, x, 430, x + 120, 430, x + 132, 472], roof);
  for (const gx of [x + 10, x + 50, x + 90]) out += poly([gx, 472, gx + 15, 440, gx + 30, 472], stone);
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 6; c++) marks.add(p.window('#8c8a84'), lancet(x + 4 + c * 22, 490 + r * 40, 10, 26));
  out += rect(x + 45, 330, 34, 140, stone) + rect(x + 68, 330, 11, 140, '#000', ' opacity=".12"');
  for (const px of [x + 45, x + 79]) out += poly([px - 4, 332, px, 304, px + 4, 332], stone);
  out += poly([x + 45, 332, x + 62, 266, x + 79, 332], roof);
  marks.add(p.window('#8c8a84'), lancet(x + 56, 350, 12, 40));
  return out + marks.svg();
}
