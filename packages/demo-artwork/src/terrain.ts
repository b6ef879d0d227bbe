import { HEIGHT, WIDTH } from './canvas';
import { viewMatrix } from './moods-and-views';
import type { Painter } from './painter';
import { darken, lighten, mix } from './palette-and-random';
import type { Light } from './sky';
import { dots, line, path, poly, polyD, rect, s } from './svg';

// ---------------------------------------------------------------------------------------------
// Land: hills, mountains, forests, ground

interface Ridge {
  d: string;
  at(x: number): number;
}

interface Bump {
  x: number;
  h: number;
  w: number;
}

/** A rolling hill line around height y, closed down to floor. */
export function ridge(
  p: Painter,
  y: number,
  amp: number,
  bumps: readonly Bump[] = [],
  floor = HEIGHT + 100,
): Ridge {
  const k = [p.range(1.5, 2.5), p.range(3.5, 5.5), p.range(8, 12)].map((v) => (v * Math.PI * 2) / WIDTH);
  const ph = [p.range(0, 6.3), p.range(0, 6.3), p.range(0, 6.3)];
  const at = (x: number) => {
    const v =
      0.5 +
      0.3 * Math.sin((k[0] ?? 0) * x + (ph[0] ?? 0)) +
      0.14 * Math.sin((k[1] ?? 0) * x + (ph[1] ?? 0)) +
      0.06 * Math.sin((k[2] ?? 0) * x + (ph[2] ?? 0));
    let out = y - amp * v;
    for (const b of bumps) out -= b.h * Math.exp(-(((x - b.x) / b.w) ** 2));
    return out;
  };
  let d = s`M-80 ${floor}`;
  for (let x = -80; x <= WIDTH + 80; x += 15) d += s`L${x} ${at(x)}`;
  d += s`L${WIDTH + 80} ${floor}Z`;
  return { d, at };
}

/**
 * A forest on a hill: crowns along the ridge give a bumpy outline, and crowns in three shades
 * scattered below it thin out downhill.
 */
export function woodedHill(
  p: Painter,
  r: Ridge,
  depth: number,
  color = '#4f7d43',
  size = 16,
  band = 60,
): string {
  const snow = p.mood.snow;
  const body = p.snowy(color, depth, 0.75);
  const shades = [
    p.c(snow ? mix(color, '#c3ccd0', 0.6) : darken(color, 0.22), depth),
    p.c(snow ? mix(color, '#e2e8eb', 0.75) : darken(color, 0.08), depth),
    p.c(snow ? '#f4f7fa' : lighten(color, 0.1), depth),
  ];
  const groups: [number, number][][] = [[], [], []];
  const edge: [number, number][] = [];
  for (let x = -80; x <= WIDTH + 80; x += size * 0.5) {
    const top = r.at(x) + size * 0.3;
    edge.push([x + p.range(-2, 2), top + p.range(-2, 2)]);
    for (let yy = top + size * 0.45; yy < top + band; yy += size * 0.6) {
      if (!p.chance(1 - (yy - top) / band)) continue;
      groups[Math.floor(p.range(0, 3))]?.push([
        x + p.range(-size * 0.4, size * 0.4),
        yy + p.range(-size * 0.3, size * 0.3),
      ]);
    }
  }
  return (
    path(r.d, body) +
    dots(edge, body, size) +
    groups.map((g, i) => dots(g, shades[i] ?? body, size * (i === 2 ? 0.7 : 0.95))).join('')
  );
}

/** A jagged mountain range with snow on the peaks. */
export function mountains(
  p: Painter,
  base: number,
  top: number,
  depth: number,
  color = '#7d8ba0',
  snowLine = 0.35,
): string {
  const pts: [number, number][] = [[-80, base]];
  const peaks: [number, number, number, number][] = [];
  let x = -80;
  let y = base - (base - top) * 0.3;
  pts.push([x, y]);
  while (x < WIDTH + 80) {
    const px = x + p.range(50, 110);
    const py = p.range(top, top + (base - top) * 0.55);
    const vx = px + p.range(50, 120);
    const vy = Math.min(base - 10, py + p.range(50, 150));
    pts.push([(x + px) / 2 + p.range(-10, 10), (y + py) / 2 + p.range(-14, 14)], [px, py]);
    pts.push([(px + vx) / 2 + p.range(-10, 10), (py + vy) / 2 + p.range(-14, 14)], [vx, vy]);
    peaks.push([px, py, vx, vy]);
    x = vx;
    y = vy;
  }
  pts.push([x, base]);
  const d = polyD(pts.flat());
  const body = p.c(color, depth);
  const clip = p.clip(d);
  const line = top + (base - top) * (p.mood.snow ? snowLine + 0.3 : snowLine);
  const snowPts: number[] = [-80, -10];
  for (let sx = -80; sx <= WIDTH + 80; sx += 30) snowPts.push(sx, line + p.range(-18, 18));
  snowPts.push(WIDTH + 80, -10);
  const shade = peaks
    .map(([px, py, vx, vy]) => poly([px, py, vx, vy, vx + (vx - px) * 0.4, base, px + 8, base], '#0a1020'))
    .join('');
  return (
    path(d, body) +
    `<g clip-path="${clip}">${poly(snowPts, p.c('#f7f9fc', depth))}<g opacity=".16">${shade}</g></g>`
  );
}

/** Flat ground from y down, grass or paving, white in winter. */
export function ground(p: Painter, y: number, color: string): string {
  const c = p.snowy(color, 0, 0.9);
  return rect(
    -80,
    y,
    WIDTH + 160,
    HEIGHT + 200 - y,
    p.band(y, HEIGHT, [
      [0, c],
      [1, darken(c, 0.18)],
    ]),
  );
}

// ---------------------------------------------------------------------------------------------
// Water

/**
 * Water from height y down: a gradient like the sky, the reflection of everything drawn in the
 * `city` group, ripples and a glitter path under the sun or moon.
 */
export function water(p: Painter, y: number, light: Light | null): string {
  const m = p.mood;
  const top = m.snow ? mix(m.water[0], '#ffffff', 0.05) : m.water[0];
  let out = rect(
    -80,
    y,
    WIDTH + 160,
    HEIGHT + 200 - y,
    p.band(y, HEIGHT, [
      [0, top],
      [1, m.water[1]],
    ]),
  );
  const clip = p.clip(s`M-80 ${y}H${WIDTH + 80}V${HEIGHT + 200}H-80Z`);
  out += s`<g clip-path="${clip}" opacity=".45"><use href="#city" transform="matrix(1 0 0 -1 0 ${2 * y})"/></g>`;
  out += rect(
    -80,
    y,
    WIDTH + 160,
    HEIGHT + 200 - y,
    p.band(y, HEIGHT, [
      [0, m.water[0], 0.1],
      [1, m.water[1], 0.75],
    ]),
  );
  const near: string[] = [];
  const far: string[] = [];
  for (let i = 0; i < 110; i++) {
    const t = Math.pow(p.range(0, 1), 1.5);
    const yy = y + 4 + (HEIGHT - y) * t;
    const len = p.range(8, 40) * (0.5 + t * 2);
    const x = p.range(-60, WIDTH + 20);
    (t > 0.35 ? near : far).push(`M${Math.round(x)} ${Math.round(yy)}h${Math.round(len)}`);
  }
  const ripple = lighten(m.water[0], 0.35);
  out += line(far.join(''), ripple, 1.5, ' opacity=".45"') + line(near.join(''), ripple, 3, ' opacity=".35"');
  if (light && light.y < y + 40) {
    const v = viewMatrix(p.view);
    const lx = (light.x - v.e) / v.a;
    const glitter: string[] = [];
    for (let i = 0; i < 34; i++) {
      const t = p.range(0, 1);
      const yy = y + 3 + (HEIGHT - y) * t;
      const w = p.range(10, 50) * (0.4 + t);
      glitter.push(s`M${lx - w / 2 + p.range(-25, 25) * (0.3 + t)} ${yy}h${w}`);
    }
    out += line(glitter.join(''), light.color, 3, ' opacity=".6"');
  }
  out += rect(-80, y, WIDTH + 160, 3, p.c(darken(m.water[1], 0.2)), ' opacity=".5"');
  return out;
}

/** Draws content with its reflection in the water below axis (the waterline of the object). */
export function mirrored(p: Painter, content: string, axis: number, opacity = 0.35): string {
  const id = p.id('m');
  p.defs.push(`<g id="${id}">${content}</g>`);
  const clip = p.clip(s`M-80 ${axis}H${WIDTH + 80}V${HEIGHT + 300}H-80Z`);
  return s`<g clip-path="${clip}" opacity="${opacity}"><use href="#${id}" transform="matrix(1 0 0 -1 0 ${2 * axis})"/></g><use href="#${id}"/>`;
}
