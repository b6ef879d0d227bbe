import { CITY_WALLS, houseRow, rowAcross } from './buildings';
import type { Painter } from './painter';
import { darken } from './palette-and-random';
import type { SceneDef } from './scene-def';
import { circle, fmt, line, Marks, path, poly, rect, s } from './svg';
import { mirrored } from './terrain';

/** Hamburg: the Elbphilharmonie, glass waves on a brick warehouse. */
function elbphilharmonie(p: Painter, x: number, base: number): string {
  const w = 380;
  const brick = p.lm('#8e4b38');
  const marks = new Marks();
  let out =
    rect(x, 470, w, base - 470, brick) + rect(x + w - 60, 470, 60, base - 470, '#000', ' opacity=".12"');
  for (let y = 480; y < base - 12; y += 14)
    for (let wx = x + 8; wx < x + w - 8; wx += 12) marks.box(p.window('#8e4b38'), wx, y, 5, 7);
  out += marks.svg();
  const roofLine = s`M${x} 372Q${x + 18} 352 ${x + 42} 350Q${x + 85} 386 ${x + 128} 368Q${x + 165} 322 ${x + 208} 318Q${x + 250} 352 ${x + 288} 358Q${x + 340} 334 ${x + w} 350`;
  const body = `${roofLine}L${fmt(x + w)} 458L${fmt(x)} 458Z`;
  const lit = p.mood.lit > 0.3;
  const glassFill = p.band(318, 460, [
    [0, lit ? '#ffe2b0' : p.lm('#d7e6ef')],
    [1, lit ? '#d9955a' : p.lm('#8fb0c4')],
  ]);
  out += path(body, glassFill);
  const clip = p.clip(body);
  let waves = '';
  for (let y = 330; y < 458; y += 11)
    for (let wx = x + 4 + ((y / 11) % 2) * 7; wx < x + w; wx += 14) waves += s`M${wx} ${y}q5 5 10 0`;
  out += `<g clip-path="${clip}">${line(waves, lit ? '#fff3d6' : '#ffffff', 1.6, ' opacity=".55"')}</g>`;
  out += line(roofLine, p.lmRoof('#eef2f4', 1), 7, ' stroke-linejoin="round"');
  out += rect(x - 2, 456, w + 4, 14, lit ? '#ffcf7a' : p.c('#2f3a44'));
  return out;
}

/** Hamburg: a container gantry crane. */
function crane(
  p: Painter,
  x: number,
  base: number,
  h: number,
  color: string,
  depth: number,
  raised: boolean,
): string {
  const c = p.lm(color, depth);
  const top = base - h;
  let out = line(
    s`M${x - 30} ${base}V${top}M${x + 30} ${base}V${top}M${x - 30} ${top + h * 0.4}H${x + 30}M${x - 30} ${base}L${x + 30} ${top + h * 0.4}`,
    c,
    6,
  );
  out += rect(x - 22, top - 18, 44, 18, p.lm('#e9e6df', depth));
  out += line(s`M${x - 30} ${top}L${x} ${top - 60}L${x + 30} ${top}`, c, 4);
  if (raised)
    out += line(
      s`M${x - 30} ${top + 6}L${x - 110} ${top - 150}M${x} ${top - 60}L${x - 110} ${top - 150}`,
      c,
      5,
    );
  else
    out += line(
      s`M${x + 70} ${top + 4}H${x - 190}M${x} ${top - 60}L${x - 190} ${top + 2}M${x} ${top - 60}L${x + 70} ${top + 2}`,
      c,
      5,
    );
  if (p.mood.lit > 0.3) out += circle(x, top - 62, 3.5, '#ff5a4a');
  return out;
}

/** Hamburg: containers stacked on the quay. */
function containers(p: Painter, x0: number, x1: number, base: number, depth: number): string {
  const marks = new Marks();
  const colors = ['#c0392b', '#2e86c1', '#e6b422', '#27ae60', '#e67e22', '#7f8c8d', '#8e44ad'];
  for (let x = x0; x < x1; x += 44) {
    const stack = Math.floor(p.range(1, 5));
    for (let k = 0; k < stack; k++) {
      const c = p.c(p.pick(colors), depth);
      marks.box(c, x, base - (k + 1) * 14, 42, 13);
      marks.box(darken(c, 0.25), x + 40, base - (k + 1) * 14, 2, 13);
    }
  }
  return marks.svg();
}

/** Hamburg: a harbour ferry. */
function ferry(p: Painter, x: number, water: number): string {
  const hull = p.lm('#1f3b57');
  let out = path(s`M${x} ${water - 26}H${x + 170}L${x + 156} ${water}H${x + 12}Z`, hull);
  out += rect(x + 10, water - 30, 150, 6, p.lm('#e9e6df'));
  out +=
    rect(x + 30, water - 52, 112, 22, p.lm('#f3f1ec')) + rect(x + 60, water - 66, 54, 14, p.lm('#f3f1ec'));
  const marks = new Marks();
  for (let wx = x + 36; wx < x + 136; wx += 14) marks.box(p.window('#f3f1ec'), wx, water - 46, 10, 9);
  out += marks.svg() + rect(x + 84, water - 80, 8, 14, p.lm('#c8372d'));
  return out;
}

export const hamburg: SceneDef = {
  focus: [600, 280],
  water: 620,
  city(p) {
    const W = 620;
    return (
      rowAcross(p, {
        base: W,
        h: [30, 90],
        w: [40, 80],
        depth: 0.62,
        walls: CITY_WALLS,
        style: 'mixed',
        win: 0.7,
      }) +
      michel(p, 260, W) +
      p.mistBand(590) +
      houseRow(p, -20, 400, W, [110, 150], [44, 60], {
        walls: ['#8e4b38', '#9b5440', '#7f4232'],
        gables: ['stepped'],
        depth: 0.12,
        win: 1.1,
      }) +
      containers(p, 820, 1220, W, 0.1) +
      crane(p, 900, W, 190, '#c0392b', 0.12, false) +
      crane(p, 1030, W, 210, '#2f6fa8', 0.12, true) +
      crane(p, 1150, W, 190, '#c0392b', 0.12, false) +
      elbphilharmonie(p, 420, W)
    );
  },
  front(p) {
    return mirrored(p, ferry(p, 180, 690), 690, 0.3);
  },
};

/** Hamburg: the tower of St. Michael's (Michel) with its green copper top. */
function michel(p: Painter, x: number, base: number): string {
  const brick = p.lm('#8a4b3a', 0.3);
  const green = p.snowy('#6f9c8a', 0.3, 0.6);
  let out = rect(x - 20, 330, 40, base - 330, brick);
  out += rect(x - 18, 296, 36, 34, green) + circle(x, 312, 8, p.lm('#d9b860', 0.3));
  out += rect(x - 13, 262, 26, 34, p.lm('#e9e3d6', 0.3));
  out += path(s`M${x - 15} 264Q${x} 236 ${x + 15} 264Z`, green) + rect(x - 6, 226, 12, 18, green);
  out += poly([x - 6, 228, x, 190, x + 6, 228], green);
  return out;
}
