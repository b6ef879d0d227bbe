import type { Painter } from './painter';
import { darken, lighten } from './palette-and-random';
import { circle, dots, ellipse, line, Marks, poly, rect, s } from './svg';

// ---------------------------------------------------------------------------------------------
// Trees

const GREENS = ['#4e8a3e', '#5c9a45', '#3f7a3a', '#6aa64c'] as const;

type TreeKind = 'round' | 'conifer' | 'poplar';

export function tree(
  p: Painter,
  x: number,
  base: number,
  size: number,
  kind: TreeKind,
  depth: number,
): string {
  const green = p.pick(GREENS);
  const trunk = p.c('#6b4a32', depth);
  const snow = p.mood.snow;
  if (kind === 'conifer') {
    const g = p.c(darken(green, 0.25), depth);
    let out = rect(x - size * 0.05, base - size * 0.2, size * 0.1, size * 0.2, trunk);
    for (let i = 0; i < 3; i++) {
      const w = size * (0.42 - i * 0.1);
      const y0 = base - size * (0.15 + i * 0.27);
      const y1 = y0 - size * 0.42;
      out += poly([x - w, y0, x, y1, x + w, y0], g);
      if (snow)
        out += poly(
          [x - w * 0.55, y1 + size * 0.24, x, y1, x + w * 0.55, y1 + size * 0.24],
          p.c('#f6f9fc', depth),
        );
    }
    return out;
  }
  if (snow) {
    const bark = p.c('#5a4636', depth);
    const h = size;
    let d = s`M${x} ${base}V${base - h * 0.9}`;
    for (let i = 0; i < 5; i++) {
      const y = base - h * (0.35 + i * 0.12);
      const dir = i % 2 ? 1 : -1;
      d += s`M${x} ${y}l${dir * h * (0.3 - i * 0.04)} ${-h * 0.22}`;
    }
    return line(d, bark, Math.max(1.2, size * 0.05), ' stroke-linecap="round"');
  }
  const g = p.c(green, depth);
  if (kind === 'poplar') {
    return (
      rect(x - size * 0.04, base - size * 0.2, size * 0.08, size * 0.2, trunk) +
      ellipse(x, base - size * 0.6, size * 0.16, size * 0.45, g)
    );
  }
  if (size < 45) {
    return (
      rect(x - size * 0.06, base - size * 0.45, size * 0.12, size * 0.45, trunk) +
      circle(x, base - size * 0.72, size * 0.4, g) +
      circle(x - size * 0.12, base - size * 0.84, size * 0.16, p.c(lighten(green, 0.18), depth))
    );
  }
  return (
    rect(x - size * 0.06, base - size * 0.45, size * 0.12, size * 0.45, trunk) +
    circle(x - size * 0.26, base - size * 0.6, size * 0.28, p.c(darken(green, 0.15), depth)) +
    circle(x + size * 0.26, base - size * 0.62, size * 0.28, p.c(darken(green, 0.15), depth)) +
    circle(x, base - size * 0.85, size * 0.36, g) +
    circle(x - size * 0.1, base - size * 0.95, size * 0.16, p.c(lighten(green, 0.18), depth))
  );
}

export function treeRow(
  p: Painter,
  x0: number,
  x1: number,
  base: number,
  size: readonly [number, number],
  kinds: readonly TreeKind[],
  depth: number,
  spacing = 1,
): string {
  let out = '';
  // Small round trees are gathered by colour and size into a few paths of dots, which is much
  // smaller than a trunk and two circles each.
  const grouped = size[1] < 45 && !p.mood.snow;
  const trunks = new Marks();
  const crowns = new Map<string, [number, number][]>();
  const crown = (color: string, d: number, x: number, y: number) => {
    const key = `${color} ${Math.round(d / 3) * 3}`;
    const list = crowns.get(key);
    if (list) list.push([x, y]);
    else crowns.set(key, [[x, y]]);
  };
  for (let x = x0 + p.range(0, 20); x < x1; x += p.range(size[0], size[1]) * 0.55 * spacing) {
    const kind = p.pick(kinds);
    const sz = p.range(size[0], size[1]);
    const b = base + p.range(-3, 3);
    if (grouped && kind === 'round') {
      const green = p.pick(GREENS);
      trunks.box(p.c('#6b4a32', depth), x - sz * 0.06, b - sz * 0.45, sz * 0.12, sz * 0.45);
      crown(p.c(green, depth), sz * 0.8, x, b - sz * 0.72);
      crown(p.c(lighten(green, 0.18), depth), sz * 0.32, x - sz * 0.12, b - sz * 0.84);
    } else out += tree(p, x, b, sz, kind, depth);
  }
  const dotsSvg = [...crowns]
    .sort(([a], [b]) => Number(b.split(' ')[1]) - Number(a.split(' ')[1]))
    .map(([key, pts]) => {
      const [color = '#000000', d = '0'] = key.split(' ');
      return dots(pts, color, Number(d));
    })
    .join('');
  return out + trunks.svg() + dotsSvg;
}
