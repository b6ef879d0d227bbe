export function fmt(v: number): string {
  return String(Math.round(v * 10) / 10);
}

/** Template tag that writes numbers with at most one decimal, which keeps the SVG small. */
export function s(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += (typeof v === 'number' ? fmt(v) : v) + (strings[i + 1] ?? '');
  });
  return out;
}

// ---------------------------------------------------------------------------------------------
// Shapes

export const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  s`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  s`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;

export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  s`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;

export function polyD(pts: readonly number[]): string {
  let d = '';
  for (let i = 0; i + 1 < pts.length; i += 2) d += s`${i === 0 ? 'M' : 'L'}${pts[i] ?? 0} ${pts[i + 1] ?? 0}`;
  return `${d}Z`;
}

export const poly = (pts: readonly number[], fill: string, extra = '') =>
  `<path d="${polyD(pts)}" fill="${fill}"${extra}/>`;

export const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

export const line = (d: string, color: string, width: number, extra = '') =>
  s`<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}"${extra}/>`;

/** Shapes of one colour gathered into a single path each, which keeps many windows small. */
export class Marks {
  private readonly boxes = new Map<string, number[]>();
  private readonly shapes = new Map<string, string[]>();

  add(fill: string, d: string): void {
    const list = this.shapes.get(fill);
    if (list) list.push(d);
    else this.shapes.set(fill, [d]);
  }

  box(fill: string, x: number, y: number, w: number, h: number): void {
    const values = [Math.round(x), Math.round(y), Math.max(1, Math.round(w)), Math.max(1, Math.round(h))];
    const list = this.boxes.get(fill);
    if (list) list.push(...values);
    else this.boxes.set(fill, values);
  }

  svg(extra = ''): string {
    const fills = new Set([...this.boxes.keys(), ...this.shapes.keys()]);
    let out = '';
    for (const fill of fills) {
      // Boxes move relative to the previous one: after "z" the pen is back at that box's corner.
      const b = this.boxes.get(fill) ?? [];
      let d = '';
      let px = 0;
      let py = 0;
      for (let i = 0; i + 3 < b.length; i += 4) {
        const [x, y, w, h] = [b[i] ?? 0, b[i + 1] ?? 0, b[i + 2] ?? 0, b[i + 3] ?? 0];
        d += i === 0 ? `M${x} ${y}` : `m${x - px} ${y - py}`;
        d += `h${w}v${h}h${-w}z`;
        px = x;
        py = y;
      }
      d += (this.shapes.get(fill) ?? []).join('');
      out += `<path fill="${fill}"${extra} d="${d}"/>`;
    }
    return out;
  }
}

/** Round dots (zero-length strokes with round caps). */
export function dots(
  points: readonly (readonly [number, number])[],
  color: string,
  size: number,
  extra = '',
): string {
  if (points.length === 0) return '';
  const d = points.map(([x, y]) => `M${Math.round(x)} ${Math.round(y)}h0`).join('');
  return s`<path d="${d}" stroke="${color}" stroke-width="${size}" stroke-linecap="round"${extra}/>`;
}

/** A pointed (lancet) window or opening. */
export function lancet(x: number, y: number, w: number, h: number): string {
  return s`M${x} ${y + h}V${y + w * 0.6}Q${x} ${y} ${x + w / 2} ${y}Q${x + w} ${y} ${x + w} ${y + w * 0.6}V${y + h}Z`;
}

/** A round-arched window or opening. */
export function arched(x: number, y: number, w: number, h: number): string {
  return s`M${x} ${y + h}V${y + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2}V${y + h}Z`;
}

/** A horizontal slice of a circle, between heights y1 and y2. */
export function circleBand(cx: number, cy: number, r: number, y1: number, y2: number): string {
  const hw = (y: number) => Math.sqrt(Math.max(0, r * r - (y - cy) * (y - cy)));
  const a = hw(y1);
  const b = hw(y2);
  return s`M${cx - a} ${y1}A${r} ${r} 0 0 0 ${cx - b} ${y2}L${cx + b} ${y2}A${r} ${r} 0 0 0 ${cx + a} ${y1}Z`;
}
