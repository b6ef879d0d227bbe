import { houseRow, OLD_WALLS, rowAcross } from './buildings';
import { WIDTH } from './canvas';
import type { Painter } from './painter';
import type { SceneDef } from './scene-def';
import { arched, line, Marks, path, poly, rect, s } from './svg';
import { mirrored, ridge, woodedHill } from './terrain';
import { archBridge } from './towers-and-bridges';
import { treeRow } from './trees';

/** Dresden: the Frauenkirche with its stone bell dome, darker old stones among the new. */
function dresdenFrauenkirche(p: Painter, x: number, base: number): string {
  const sand = p.lm('#e2d5bc');
  const shadow = p.lm('#bba98a');
  const dome = p.lmRoof('#d8c9ab', 0.6);
  const marks = new Marks();
  let out = rect(x - 100, 400, 200, base - 400, sand) + rect(x + 50, 400, 50, base - 400, shadow);
  for (const cx of [x - 100, x + 100]) {
    out += rect(cx - 13, 350, 26, 60, sand);
    out +=
      path(s`M${cx - 13} 352Q${cx} 320 ${cx + 13} 352Z`, dome) + line(s`M${cx} 332v-18`, p.lm('#9a8a6c'), 2);
  }
  for (let wx = x - 80; wx < x + 80; wx += 32) {
    marks.add(p.window('#e2d5bc'), arched(wx, 440, 14, 50));
    marks.add(p.window('#e2d5bc'), arched(wx, 520, 14, 40));
  }
  const bell = s`M${x - 92} 402C${x - 70} 388 ${x - 72} 330 ${x - 44} 298C${x - 30} 282 ${x - 24} 272 ${x - 20} 262H${x + 20}C${x + 24} 272 ${x + 30} 282 ${x + 44} 298C${x + 72} 330 ${x + 70} 388 ${x + 92} 402Z`;
  out += path(bell, dome);
  out += path(
    s`M${x + 20} 262C${x + 24} 272 ${x + 30} 282 ${x + 44} 298C${x + 72} 330 ${x + 70} 388 ${x + 92} 402H${x + 40}C${x + 44} 360 ${x + 30} 300 ${x + 10} 262Z`,
    '#000',
    ' opacity=".13"',
  );
  out += line(
    s`M${x - 82} 384Q${x} 374 ${x + 82} 384M${x - 62} 330Q${x} 322 ${x + 62} 330M${x - 38} 292Q${x} 286 ${x + 38} 292`,
    p.lm('#b8a786'),
    2,
  );
  for (const dx of [-50, -17, 17, 50]) marks.add(p.window('#d8c9ab'), arched(x + dx - 5, 352, 10, 16));
  out += rect(x - 20, 200, 40, 64, sand) + rect(x + 6, 200, 14, 64, shadow);
  for (let wx = x - 14; wx < x + 14; wx += 10) marks.add(p.window('#e2d5bc'), arched(wx, 214, 6, 30));
  out += path(s`M${x - 22} 202Q${x} 170 ${x + 22} 202Z`, dome) + rect(x - 4, 168, 8, 12, sand);
  out += line(s`M${x} 168V140M${x - 8} 152H${x + 8}`, p.c('#d9b860'), 3);
  const patches = new Marks();
  for (let i = 0; i < 26; i++) {
    const px = p.range(x - 96, x + 80);
    const py = base - 14 - Math.pow(p.range(0, 1), 2) * (base - 420);
    patches.box(p.lm('#5a5247'), px, py, p.range(8, 18), p.range(5, 8));
  }
  return out + patches.svg(' opacity=".55"') + marks.svg();
}

/** Dresden: the tower of the Hofkirche (baroque stages). */
function hofkirche(p: Painter, x: number, base: number): string {
  const sand = p.lm('#d9cdb6');
  const shadow = p.lm('#b3a386');
  const marks = new Marks();
  let out = rect(x - 30, 470, 250, base - 470, sand);
  for (let sx = x - 24; sx < x + 216; sx += 22) out += rect(sx, 458, 5, 12, shadow);
  out += rect(x - 26, 380, 52, base - 380, sand) + rect(x + 10, 380, 16, base - 380, shadow);
  out += rect(x - 20, 322, 40, 58, sand) + rect(x + 8, 322, 12, 58, shadow);
  out += rect(x - 14, 282, 28, 40, sand);
  out += path(s`M${x - 14} 284Q${x} 250 ${x + 14} 284Z`, p.lmRoof('#8aa595', 0.6));
  out += poly([x - 4, 262, x, 222, x + 4, 262], p.lm('#8aa595')) + line(s`M${x} 222v-10`, p.c('#d9b860'), 2);
  for (const y of [400, 336, 292]) marks.add(p.window('#d9cdb6'), arched(x - 6, y, 12, 30));
  for (let wx = x + 40; wx < x + 210; wx += 26) marks.add(p.window('#d9cdb6'), arched(wx, 490, 12, 50));
  return out + marks.svg();
}

export const dresden: SceneDef = {
  focus: [560, 180],
  water: 620,
  city(p) {
    const W = 620;
    return (
      woodedHill(p, ridge(p, 545, 45), 0.72, '#6a8a5e', 12, 30) +
      rowAcross(p, {
        base: 600,
        h: [30, 70],
        w: [40, 80],
        depth: 0.5,
        walls: OLD_WALLS,
        style: 'old',
        win: 0.8,
      }) +
      p.mistBand(570) +
      hofkirche(p, 820, 596) +
      dresdenFrauenkirche(p, 520, 596) +
      houseRow(p, 180, 400, 596, [60, 90], [50, 70], {
        walls: OLD_WALLS,
        gables: ['side'],
        depth: 0.12,
        win: 1,
      }) +
      rect(-80, 590, WIDTH + 160, W - 590, p.c('#bfb29a')) +
      treeRow(p, -20, 200, 592, [30, 44], ['round'], 0.08, 1.3) +
      rect(-80, 590, WIDTH + 160, 4, p.snowy('#d8ccb4', 0, 0.9))
    );
  },
  front(p) {
    return mirrored(p, archBridge(p, -80, WIDTH + 80, 668, 730, 9, '#cdbf9f'), 730);
  },
};
