import { houseRow, OLD_WALLS, rowAcross } from './buildings';
import { WIDTH } from './canvas';
import type { Painter } from './painter';
import type { SceneDef } from './scene-def';
import { arched, dots, line, Marks, poly, rect, s } from './svg';
import { ridge, woodedHill } from './terrain';
import { spireTower } from './towers-and-bridges';
import { tree } from './trees';

/** Nuremberg: the Imperial Castle on its sandstone rock. */
function nurembergCastle(p: Painter, base: number): string {
  const sand = p.lm('#d4a97c');
  const sandDark = p.lm('#ad825c');
  const roof = p.lmRoof('#a24b33');
  const roofDark = p.lmRoof('#7e3826');
  const marks = new Marks();
  const top = base - 150;
  const rock = [
    150,
    base,
    205,
    base - 60,
    240,
    base - 80,
    275,
    base - 112,
    320,
    top + 8,
    400,
    top,
    560,
    top - 4,
    720,
    top,
    790,
    top + 14,
    830,
    base - 100,
    870,
    base - 70,
    930,
    base,
  ];
  let out = poly(rock, p.lm('#c08a62'));
  // Cliff faces below the walls, lit on the left and shaded on the right.
  out += poly([320, top + 8, 400, top, 420, base - 60, 360, base - 30, 300, base - 70], p.lm('#d39e73'));
  out += poly(
    [560, top - 4, 720, top, 790, top + 14, 830, base - 100, 760, base - 40, 640, base - 70],
    p.lm('#9e6c4a'),
  );
  out += line(
    s`M350 ${top + 30}l20 40M460 ${top + 10}l-6 60M520 ${top + 20}l8 70M610 ${top + 14}l-10 50M700 ${top + 20}l14 60M760 ${top + 40}l10 40`,
    p.lm('#8a5a3c'),
    3,
    ' opacity=".5"',
  );
  out +=
    dots(
      [
        [230, base - 64],
        [262, base - 96],
        [300, base - 60],
        [800, base - 80],
        [840, base - 70],
        [880, base - 50],
        [420, base - 40],
        [600, base - 40],
      ],
      p.lmRoof('#4f7d43', 0.3),
      26,
    ) +
    tree(p, 250, base - 60, 46, 'round', 0) +
    tree(p, 860, base - 50, 50, 'round', 0);
  // Curtain wall with battlements along the top of the rock.
  out += rect(310, top - 36, 490, 44, sand) + rect(310, top - 6, 490, 6, sandDark);
  for (let x = 312; x < 796; x += 14) marks.box(sand, x, top - 44, 8, 9);
  // Palas and Imperial Chapel with steep roofs.
  out += rect(590, top - 120, 170, 90, sand) + rect(730, top - 120, 30, 90, sandDark);
  out += poly([584, top - 118, 612, top - 186, 738, top - 186, 766, top - 118], roof);
  out += poly([738, top - 186, 766, top - 118, 740, top - 118], roofDark);
  for (let x = 604; x < 740; x += 22) marks.add(p.window('#d4a97c'), arched(x, top - 100, 10, 20));
  for (let x = 628; x < 730; x += 34)
    out +=
      poly([x - 8, top - 150, x, top - 166, x + 8, top - 150], roofDark) +
      rect(x - 8, top - 150, 16, 12, roof);
  out += rect(330, top - 90, 80, 60, sand) + poly([326, top - 88, 370, top - 128, 414, top - 88], roof);
  // Sinwell Tower: round, with a gallery and a tall helm roof.
  const sx = 500;
  out += rect(sx - 26, top - 180, 52, 150, sand) + rect(sx + 8, top - 180, 18, 150, sandDark);
  out += rect(sx - 31, top - 186, 62, 10, p.lm('#8a6244'));
  out +=
    poly([sx - 29, top - 184, sx, top - 272, sx + 29, top - 184], roof) +
    poly([sx, top - 272, sx + 29, top - 184, sx + 6, top - 184], roofDark);
  marks.add(p.window('#d4a97c'), arched(sx - 6, top - 150, 12, 20));
  marks.add(p.window('#d4a97c'), arched(sx - 6, top - 100, 12, 20));
  // Heathens' Tower: square, pyramid roof.
  const hx = 420;
  out += rect(hx - 22, top - 130, 44, 100, sand) + rect(hx + 8, top - 130, 14, 100, sandDark);
  out += poly([hx - 25, top - 128, hx, top - 176, hx + 25, top - 128], roof);
  marks.add(p.window('#d4a97c'), arched(hx - 5, top - 110, 10, 16));
  return out + marks.svg();
}

export const nuremberg: SceneDef = {
  focus: [520, 220],
  water: 668,
  city(p) {
    return (
      woodedHill(p, ridge(p, 560, 40), 0.72, '#5f7f57', 12, 30) +
      rowAcross(p, {
        base: 600,
        h: [30, 60],
        w: [40, 70],
        depth: 0.45,
        walls: OLD_WALLS,
        style: 'old',
        win: 0.8,
      }) +
      p.mistBand(560) +
      nurembergCastle(p, 600) +
      spireTower(p, 960, 640, 34, 380, 110, '#b06b52', '#4d5a58', 0.15) +
      spireTower(p, 1006, 640, 34, 380, 110, '#b06b52', '#4d5a58', 0.15) +
      houseRow(p, -20, WIDTH + 20, 668, [55, 95], [56, 84], {
        walls: ['#f2ebdd', '#efe3cc', '#e9dcc5', '#f4efe6', '#e8c98f', '#eab7a0'],
        gables: ['pointed', 'pointed', 'side'],
        depth: 0.05,
        timber: 0.7,
        win: 1.3,
      })
    );
  },
};
