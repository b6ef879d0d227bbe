import { buildingRow, CITY_WALLS, houseRow, OLD_WALLS, rowAcross } from './buildings';
import { WIDTH } from './canvas';
import type { Painter } from './painter';
import type { SceneDef } from './scene-def';
import { arched, circle, lancet, line, Marks, path, poly, rect, s } from './svg';
import { mirrored } from './terrain';

/** Cologne: the cathedral, west front with twin spires and the long nave. */
function cologneCathedral(p: Painter, x: number, base: number): string {
  const stone = p.lm('#6d675e');
  const light = p.lm('#8b8478');
  const dark = p.lm('#4a4640');
  const roof = p.lmRoof('#3e454c', 0.8);
  const marks = new Marks();
  let out = '';
  // Nave and choir to the right.
  out += rect(x + 100, 400, 270, base - 400, stone);
  out += poly([x + 96, 402, x + 110, 336, x + 360, 336, x + 378, 402], roof);
  for (let bx = x + 112; bx < x + 372; bx += 22) {
    out += poly([bx - 4, 402, bx, 372, bx + 4, 402], light);
    marks.add(p.window('#6d675e'), lancet(bx + 5, 420, 9, 70));
  }
  out += poly([x + 224, 338, x + 232, 238, x + 240, 338], dark);
  // The two west towers and the centre between them.
  out += rect(x - 30, 390, 60, base - 390, stone);
  out += poly([x - 30, 392, x, 338, x + 30, 392], stone);
  marks.add(p.window('#6d675e'), lancet(x - 16, 420, 32, 90));
  marks.add(p.c('#2b2926'), lancet(x - 14, base - 56, 28, 56));
  const tower = (tx: number) => {
    let t = rect(tx - 36, 330, 72, base - 330, stone);
    t += rect(tx + 14, 330, 22, base - 330, dark, ' opacity=".7"');
    t += line(s`M${tx - 24} ${base}V330M${tx} ${base}V330M${tx + 24} ${base}V330`, light, 2);
    for (const y of [360, 440, 510]) {
      marks.add(p.window('#6d675e'), lancet(tx - 18, y, 12, 56));
      marks.add(p.window('#6d675e'), lancet(tx + 6, y, 12, 56));
    }
    t += rect(tx - 28, 250, 56, 82, stone) + rect(tx + 10, 250, 18, 82, dark, ' opacity=".7"');
    marks.add(p.window('#6d675e'), lancet(tx - 16, 262, 10, 58));
    marks.add(p.window('#6d675e'), lancet(tx + 6, 262, 10, 58));
    for (const px of [tx - 36, tx + 36]) t += poly([px - 6, 332, px, 290, px + 6, 332], light);
    for (const px of [tx - 28, tx + 28]) t += poly([px - 5, 252, px, 218, px + 5, 252], light);
    // Openwork spire with crockets along its edges.
    const apex = 132;
    const spire: number[] = [tx - 26, 252];
    const steps = 9;
    for (let i = 1; i <= steps; i++) {
      const t1 = i / steps;
      spire.push(
        tx - 26 + 26 * t1 - 1,
        252 - (252 - apex) * t1 + 6,
        tx - 26 + 26 * t1 - 6,
        252 - (252 - apex) * t1 + 2,
      );
    }
    spire.push(tx, apex);
    for (let i = steps; i >= 1; i--) {
      const t1 = i / steps;
      spire.push(
        tx + 26 - 26 * t1 + 6,
        252 - (252 - apex) * t1 + 2,
        tx + 26 - 26 * t1 + 1,
        252 - (252 - apex) * t1 + 6,
      );
    }
    spire.push(tx + 26, 252);
    t += poly(spire, stone) + poly([tx, apex, tx + 26, 252, tx + 4, 252], dark, ' opacity=".6"');
    for (let y = 170; y < 245; y += 16) {
      const hw = (26 * (y - apex)) / (252 - apex);
      marks.box(p.mood.lit > 0.3 ? p.lm('#3a3530') : p.c(p.mood.sky[1]), tx - hw * 0.35, y, hw * 0.7, 5);
    }
    t += circle(tx, apex - 4, 5, light) + line(s`M${tx} ${apex - 8}v-10`, light, 2);
    return t;
  };
  out += tower(x - 66) + tower(x + 66);
  return out + marks.svg();
}

/** Cologne: the Hohenzollern Bridge, three steel arches across the Rhine. */
function hohenzollernBridge(p: Painter, deck: number, foot: number): string {
  const steel = p.lm('#667a83');
  const steelBack = p.lm('#7f939b');
  let out = '';
  const piers = [-20, 400, 800, 1220];
  for (const px of piers) out += rect(px - 20, deck + 10, 40, foot - deck - 10, p.c('#8f8678'));
  let hangers = '';
  for (let i = 0; i < 3; i++) {
    const a = piers[i] ?? 0;
    const b = piers[i + 1] ?? 0;
    const m = (a + b) / 2;
    out += path(
      s`M${a} ${deck - 4}Q${m} ${deck - 140} ${b} ${deck - 4}L${b} ${deck - 14}Q${m} ${deck - 150} ${a} ${deck - 14}Z`,
      steelBack,
    );
    out += path(
      s`M${a} ${deck}Q${m} ${deck - 128} ${b} ${deck}L${b} ${deck - 12}Q${m} ${deck - 142} ${a} ${deck - 12}Z`,
      steel,
    );
    for (let x = a + 20; x < b - 10; x += 20) {
      const t = (x - a) / (b - a);
      hangers += s`M${x} ${deck}V${deck - 6 - 128 * 2 * t * (1 - t) + 6}`;
    }
  }
  out += line(hangers, steel, 2);
  if (p.chance(0.7)) {
    const tx = p.range(-200, 600);
    const marks = new Marks();
    for (let k = 0; k < 4; k++) {
      const cx = tx + k * 122;
      marks.box(p.lm('#c8372d'), cx, deck - 26, 118, 24);
      for (let wx = cx + 8; wx < cx + 110; wx += 16)
        marks.box(p.mood.lit > 0.3 ? '#ffe0a0' : p.c('#2e3742'), wx, deck - 21, 10, 8);
    }
    out += marks.svg();
  }
  out += rect(-80, deck, WIDTH + 160, 12, p.lm('#525f66'));
  return out;
}

export const cologne: SceneDef = {
  focus: [600, 160],
  water: 610,
  city(p) {
    const W = 610;
    return (
      rowAcross(p, {
        base: W,
        h: [30, 80],
        w: [40, 80],
        depth: 0.65,
        walls: CITY_WALLS,
        style: 'mixed',
        win: 0.7,
      }) +
      p.mistBand(570) +
      grossStMartin(p, 250, W) +
      cologneCathedral(p, 600, W) +
      houseRow(p, -20, 190, W, [90, 130], [34, 48], {
        walls: ['#d9574a', '#e8c25c', '#6fa3c8', '#8fbf7a', '#f0e3c8', '#e89a5c'],
        gables: ['pointed'],
        depth: 0.05,
        win: 1.2,
      }) +
      houseRow(p, 330, 460, W, [60, 90], [40, 60], {
        walls: OLD_WALLS,
        gables: ['side'],
        depth: 0.08,
        win: 1.1,
      }) +
      buildingRow(p, {
        x0: 700,
        x1: WIDTH + 20,
        base: W,
        h: [40, 70],
        w: [50, 90],
        depth: 0.1,
        walls: CITY_WALLS,
        style: 'mixed',
        win: 1,
      })
    );
  },
  front(p) {
    return mirrored(p, hohenzollernBridge(p, 668, 720), 720);
  },
};

/** Cologne: Great St. Martin's tower with four corner turrets. */
function grossStMartin(p: Painter, x: number, base: number): string {
  const stone = p.lm('#cbbfaa');
  const slate = p.lmRoof('#4e5861', 0.8);
  let out = rect(x - 55, 470, 110, base - 470, stone) + poly([x - 58, 472, x, 440, x + 58, 472], slate);
  out += rect(x - 30, 340, 60, 140, stone) + rect(x + 10, 340, 20, 140, '#000', ' opacity=".1"');
  for (const tx of [x - 30, x + 30])
    out += rect(tx - 6, 320, 12, 30, stone) + poly([tx - 7, 322, tx, 296, tx + 7, 322], slate);
  out += poly([x - 26, 342, x, 262, x + 26, 342], slate);
  const marks = new Marks();
  for (const wx of [x - 18, x + 6]) marks.add(p.window('#cbbfaa'), arched(wx, 372, 12, 30));
  return out + marks.svg();
}
