import { houseRow, rowAcross } from './buildings';
import { WIDTH } from './canvas';
import { lamps } from './lamps';
import type { Painter } from './painter';
import type { SceneDef } from './scene-def';
import { arched, line, Marks, poly, rect, s } from './svg';
import { ground } from './terrain';
import { spireTower } from './towers-and-bridges';
import { treeRow } from './trees';

/** Lübeck: the Holstentor, twin round towers with conical roofs joined by the gate. */
function holstentor(p: Painter, x: number, base: number): string {
  const brick = p.lm('#9b4534');
  const roof = p.lmRoof('#2f3d3b', 0.75);
  const band = p.lm('#3a2a28');
  const marks = new Marks();
  let out = '';
  const tower = (cx: number, lean: number) => {
    const fill = p.linear(
      [
        [0, p.lm('#b45a45')],
        [0.4, brick],
        [1, p.lm('#6c2e24')],
      ],
      1,
      0,
    );
    const m = new Marks();
    let t = rect(cx - 56, 400, 112, base - 400, fill);
    for (let y = 420; y < base - 20; y += 34) m.box(band, cx - 56, y, 112, 5);
    for (let y = 432; y < base - 40; y += 34)
      for (const wx of [cx - 30, cx - 4, cx + 22]) m.add(p.window('#9b4534'), arched(wx, y, 8, 14));
    t += m.svg();
    t +=
      poly([cx - 60, 402, cx, 280, cx + 60, 402], roof) +
      poly([cx, 280, cx + 60, 402, cx + 14, 402], '#000', ' opacity=".2"');
    t += line(s`M${cx} 280v-16`, p.c('#c9a94f'), 2.5);
    return `<g transform="rotate(${lean} ${cx} ${base})">${t}</g>`;
  };
  out += rect(x - 60, 370, 120, base - 370, brick);
  out += poly(
    [
      x - 60,
      372,
      x - 60,
      330,
      x - 40,
      330,
      x - 40,
      312,
      x - 20,
      312,
      x - 20,
      296,
      x + 20,
      296,
      x + 20,
      312,
      x + 40,
      312,
      x + 40,
      330,
      x + 60,
      330,
      x + 60,
      372,
    ],
    brick,
  );
  for (const px of [x - 50, x, x + 50])
    out += poly(
      [px - 5, px === x ? 298 : 332, px, px === x ? 272 : 312, px + 5, px === x ? 298 : 332],
      p.lm('#6c2e24'),
    );
  for (let y = 390; y < base - 80; y += 34) marks.box(band, x - 60, y, 120, 5);
  for (let y = 400; y < base - 90; y += 34)
    for (const wx of [x - 34, x - 10, x + 14]) marks.add(p.window('#9b4534'), arched(wx, y, 9, 16));
  marks.add(p.lm('#2a1d1a'), arched(x - 26, base - 80, 52, 80));
  out += marks.svg();
  out += tower(x - 110, -1.2) + tower(x + 110, 1.2);
  return out;
}

export const lubeck: SceneDef = {
  focus: [430, 260],
  water: 700,
  city(p) {
    return (
      rowAcross(p, {
        base: 600,
        h: [30, 70],
        w: [40, 80],
        depth: 0.55,
        walls: ['#9b5440', '#b86a50', '#d7c4a8'],
        style: 'old',
        win: 0.7,
      }) +
      spireTower(p, 760, 600, 34, 350, 150, '#8e4433', '#55806f', 0.4) +
      spireTower(p, 808, 600, 34, 350, 150, '#8e4433', '#55806f', 0.4) +
      spireTower(p, 640, 600, 30, 380, 120, '#8e4433', '#55806f', 0.45) +
      spireTower(p, 1060, 600, 30, 380, 110, '#8e4433', '#55806f', 0.5) +
      spireTower(p, 1100, 600, 30, 380, 110, '#8e4433', '#55806f', 0.5) +
      p.mistBand(590) +
      houseRow(p, 660, WIDTH + 20, 650, [70, 100], [44, 60], {
        walls: ['#8e4b38', '#9b5440', '#a65e48', '#7f4232', '#c98f6e', '#e6cfa6'],
        gables: ['stepped', 'stepped', 'pointed'],
        depth: 0.12,
        win: 1.1,
      }) +
      ground(p, 648, '#6f9a4e') +
      holstentor(p, 380, 672) +
      treeRow(p, -40, 170, 676, [50, 80], ['round'], 0.05, 1.2) +
      lamps(p, [560, 640], 690, 60, 0.05)
    );
  },
};
