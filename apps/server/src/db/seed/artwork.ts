/**
 * SVG scenes of German cities, drawn by us; seed/index.ts renders them to WebP.
 *
 * Each scene is a small composition of shared helpers (sky, hills, water with reflections, rows of
 * buildings, trees) around the city's landmark drawn with simple shapes. The variant chooses the
 * light (day, golden hour, night, winter, dusk, misty morning) and the viewpoint (close-up or
 * mirrored), and seeds the random generator, so the same input always gives the same picture.
 */

const WIDTH = 1200;
const HEIGHT = 800;

// ---------------------------------------------------------------------------------------------
// Numbers, colours and randomness

type Rng = () => number;

/** FNV-1a, 32 bits. */
function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** A small, fast seeded generator (mulberry32) returning numbers in [0, 1). */
function mulberry32(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function fmt(v: number): string {
  return String(Math.round(v * 10) / 10);
}

/** Template tag that writes numbers with at most one decimal, which keeps the SVG small. */
function s(strings: TemplateStringsArray, ...values: (string | number)[]): string {
  let out = strings[0] ?? '';
  values.forEach((v, i) => {
    out += (typeof v === 'number' ? fmt(v) : v) + (strings[i + 1] ?? '');
  });
  return out;
}

type Rgb = readonly [number, number, number];

function parseHex(color: string): Rgb {
  const n = Number.parseInt(color.slice(1, 7), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex(c: Rgb): string {
  return `#${c
    .map((v) =>
      Math.max(0, Math.min(255, Math.round(v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  const k = Math.max(0, Math.min(1, t));
  return toHex([x[0] + (y[0] - x[0]) * k, x[1] + (y[1] - x[1]) * k, x[2] + (y[2] - x[2]) * k]);
}

const darken = (c: string, t: number) => mix(c, '#000000', t);
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

// ---------------------------------------------------------------------------------------------
// Moods (light and season) and views (framing)

type MoodName = 'day' | 'golden' | 'night' | 'winter' | 'dusk' | 'morning';

interface Mood {
  name: MoodName;
  sky: readonly [string, string, string];
  /** Everything is tinted towards this colour and multiplied by light. */
  tint: string;
  tintAmount: number;
  light: number;
  /** Distant things fade towards the haze. */
  haze: string;
  hazeAmount: number;
  /** How strongly landmarks are floodlit (after dark). */
  flood: number;
  stars: number;
  clouds: number;
  cloud: string;
  /** Share of lit windows. */
  lit: number;
  glint: string;
  water: readonly [string, string];
  snow: boolean;
  mist: number;
}

const MOODS: readonly Mood[] = [
  {
    name: 'day',
    sky: ['#3f87d4', '#86bfea', '#dcefff'],
    tint: '#fff4dc',
    tintAmount: 0.05,
    light: 1,
    haze: '#c4d9ee',
    hazeAmount: 0.85,
    flood: 0,
    stars: 0,
    clouds: 4,
    cloud: '#ffffff',
    lit: 0,
    glint: '#cfe6fb',
    water: ['#6fa6cf', '#2f5f86'],
    snow: false,
    mist: 0,
  },
  {
    name: 'golden',
    sky: ['#4f6fb3', '#f0a86b', '#ffd99a'],
    tint: '#ffa94d',
    tintAmount: 0.2,
    light: 0.97,
    haze: '#f2bd86',
    hazeAmount: 0.8,
    flood: 0,
    stars: 0,
    clouds: 3,
    cloud: '#ffd6b0',
    lit: 0.08,
    glint: '#ffd27d',
    water: ['#e8a46f', '#4a4f78'],
    snow: false,
    mist: 0,
  },
  {
    name: 'night',
    sky: ['#060a22', '#142352', '#2f4579'],
    tint: '#1b2a5a',
    tintAmount: 0.45,
    light: 0.42,
    haze: '#1c2a52',
    hazeAmount: 0.75,
    flood: 0.75,
    stars: 140,
    clouds: 0,
    cloud: '#ffffff',
    lit: 0.55,
    glint: '#33436a',
    water: ['#1d2c55', '#070b1d'],
    snow: false,
    mist: 0,
  },
  {
    name: 'winter',
    sky: ['#6a93bf', '#afc6dd', '#e9eff5'],
    tint: '#dfe8f2',
    tintAmount: 0.14,
    light: 0.98,
    haze: '#dde6ee',
    hazeAmount: 0.85,
    flood: 0,
    stars: 0,
    clouds: 3,
    cloud: '#f4f7fa',
    lit: 0.12,
    glint: '#e8f0f8',
    water: ['#9db6ca', '#4a6378'],
    snow: true,
    mist: 0,
  },
  {
    name: 'dusk',
    sky: ['#1c2558', '#6b4f8e', '#f08c6c'],
    tint: '#6e4f93',
    tintAmount: 0.33,
    light: 0.66,
    haze: '#8d6a9c',
    hazeAmount: 0.75,
    flood: 0.55,
    stars: 40,
    clouds: 2,
    cloud: '#d68aa0',
    lit: 0.45,
    glint: '#f7a07c',
    water: ['#a8708f', '#1e2350'],
    snow: false,
    mist: 0,
  },
  {
    name: 'morning',
    sky: ['#7eaad8', '#f3c7bf', '#fde7d2'],
    tint: '#ffd6c4',
    tintAmount: 0.12,
    light: 1,
    haze: '#f2e0da',
    hazeAmount: 0.92,
    flood: 0,
    stars: 0,
    clouds: 2,
    cloud: '#fff3ea',
    lit: 0.04,
    glint: '#fff0dc',
    water: ['#d9c3c4', '#6f86a6'],
    snow: false,
    mist: 0.75,
  },
];

const LIT = ['#ffd479', '#ffe6a8', '#ffc35a'] as const;

interface View {
  flip: boolean;
  zoom: number;
  fx: number;
  fy: number;
}

const FRAMINGS: readonly { flip: boolean; zoom: number }[] = [
  { flip: false, zoom: 1 },
  { flip: false, zoom: 1.28 },
  { flip: true, zoom: 1 },
  { flip: true, zoom: 1.12 },
  { flip: false, zoom: 1.42 },
  { flip: true, zoom: 1.2 },
];

function viewMatrix(v: View): { a: number; e: number; d: number; f: number } {
  const a = v.flip ? -v.zoom : v.zoom;
  const e = v.flip ? WIDTH - v.fx * (1 - v.zoom) : v.fx * (1 - v.zoom);
  return { a, e, d: v.zoom, f: v.fy * (1 - v.zoom) };
}

// ---------------------------------------------------------------------------------------------
// The painter: randomness, mood-aware colours and definitions (gradients, clip paths)

class Painter {
  readonly defs: string[] = [];
  private counter = 0;

  constructor(
    private readonly random: Rng,
    readonly mood: Mood,
    readonly view: View,
  ) {}

  range(a: number, b: number): number {
    return a + (b - a) * this.random();
  }

  chance(q: number): boolean {
    return this.random() < q;
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.random() * items.length) % items.length] as T;
  }

  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  /** A colour as the mood lights it, faded towards the haze with distance (0 near … 1 far). */
  c(base: string, depth = 0): string {
    const m = this.mood;
    const lit = darken(mix(base, m.tint, m.tintAmount), 1 - m.light);
    return mix(lit, m.haze, depth * m.hazeAmount);
  }

  /** Landmarks: like c(), but floodlit after dark. */
  lm(base: string, depth = 0): string {
    const m = this.mood;
    const plain = this.c(base, depth);
    if (m.flood === 0) return plain;
    return mix(plain, darken(mix(base, '#ffcf8c', 0.28), 0.12), m.flood);
  }

  /** Landmark roofs and domes: snow-covered in winter, floodlit after dark. */
  lmRoof(base: string, amount = 0.75): string {
    return this.mood.snow ? this.snowy(base, 0, amount) : this.lm(base);
  }

  /** Roofs and ground: snow-covered in winter. */
  snowy(base: string, depth = 0, amount = 0.85): string {
    return this.c(this.mood.snow ? mix(base, '#f6f9fc', amount) : base, depth);
  }

  /** A window: lit after dark, dark glass or a glint of sky by day. */
  window(wall: string, depth = 0): string {
    const m = this.mood;
    if (this.chance(m.lit)) return mix(this.pick(LIT), m.haze, depth * 0.35);
    if (this.chance(0.1)) return this.c(m.glint, depth);
    return this.c(mix(wall, '#1b2430', 0.62), depth);
  }

  private readonly patterns = new Map<string, string>();

  /** A repeating pattern of windows for distant buildings (much smaller than single windows). */
  windowPattern(wall: string, depth: number, size: number): string {
    const key = `${wall}|${depth}|${size}`;
    const known = this.patterns.get(key);
    if (known) return known;
    const ww = Math.round(4 * size);
    const wh = Math.round(6 * size);
    const sx = Math.round(ww * 2.1);
    const sy = Math.round(wh * 1.75);
    const marks = new Marks();
    for (let r = 0; r < 3; r++)
      for (let c = 0; c < 5; c++) marks.box(this.window(wall, depth), c * sx, r * sy, ww, wh);
    const id = this.id('w');
    this.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${sx * 5}" height="${sy * 3}">${marks.svg()}</pattern>`,
    );
    const url = `url(#${id})`;
    this.patterns.set(key, url);
    return url;
  }

  /** Horizontal floor lines every 9 pixels, for glass towers. */
  stripes(color: string): string {
    const key = `stripes${color}`;
    const known = this.patterns.get(key);
    if (known) return known;
    const id = this.id('w');
    this.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="20" height="9"><rect width="20" height="1.6" fill="${color}"/></pattern>`,
    );
    const url = `url(#${id})`;
    this.patterns.set(key, url);
    return url;
  }

  /** A soft round glow that fits any circle (bounding-box units, so one definition serves all). */
  glow(color: string): string {
    const key = `glow${color}`;
    const known = this.patterns.get(key);
    if (known) return known;
    const id = this.id('g');
    this.defs.push(
      `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity=".6"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
    const url = `url(#${id})`;
    this.patterns.set(key, url);
    return url;
  }

  /** Registers a linear gradient and returns its url(). Stops are [offset, colour, opacity?]. */
  linear(stops: readonly (readonly [number, string, number?])[], x2 = 0, y2 = 1): string {
    const id = this.id('g');
    const body = stops
      .map(
        ([o, col, op]) =>
          s`<stop offset="${o}" stop-color="${col}"${op === undefined ? '' : s` stop-opacity="${op}"`}/>`,
      )
      .join('');
    this.defs.push(
      s`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${body}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A vertical gradient between two heights in user space. */
  band(y1: number, y2: number, stops: readonly (readonly [number, string, number?])[]): string {
    const id = this.id('g');
    const body = stops
      .map(
        ([o, col, op]) =>
          s`<stop offset="${o}" stop-color="${col}"${op === undefined ? '' : s` stop-opacity="${op}"`}/>`,
      )
      .join('');
    this.defs.push(
      s`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${y1}" x2="0" y2="${y2}">${body}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(cx: number, cy: number, r: number, stops: readonly (readonly [number, string, number?])[]): string {
    const id = this.id('g');
    const body = stops
      .map(
        ([o, col, op]) =>
          s`<stop offset="${o}" stop-color="${col}"${op === undefined ? '' : s` stop-opacity="${op}"`}/>`,
      )
      .join('');
    this.defs.push(
      s`<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${cx}" cy="${cy}" r="${r}">${body}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** Registers a clip path of the given shape and returns its url(). */
  clip(d: string): string {
    const id = this.id('k');
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  /** Glass: a horizontal gradient that reads as a curved or faceted glass surface. */
  glass(base: string, depth = 0): string {
    const c = this.c(base, depth);
    return this.linear(
      [
        [0, darken(c, 0.15)],
        [0.35, lighten(c, 0.25)],
        [0.6, c],
        [1, darken(c, 0.3)],
      ],
      1,
      0,
    );
  }

  /** A translucent band of morning mist at height y (nothing in other moods). */
  mistBand(y: number, height = 140): string {
    if (this.mood.mist === 0) return '';
    const fill = this.band(y - height / 2, y + height / 2, [
      [0, this.mood.haze, 0],
      [0.5, '#ffffff', this.mood.mist * 0.8],
      [1, this.mood.haze, 0],
    ]);
    return rect(-80, y - height / 2, WIDTH + 160, height, fill);
  }
}

// ---------------------------------------------------------------------------------------------
// Shapes

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  s`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}"${extra}/>`;

const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  s`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${fill}"${extra}/>`;

const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  s`<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" fill="${fill}"${extra}/>`;

function polyD(pts: readonly number[]): string {
  let d = '';
  for (let i = 0; i + 1 < pts.length; i += 2) d += s`${i === 0 ? 'M' : 'L'}${pts[i] ?? 0} ${pts[i + 1] ?? 0}`;
  return `${d}Z`;
}

const poly = (pts: readonly number[], fill: string, extra = '') =>
  `<path d="${polyD(pts)}" fill="${fill}"${extra}/>`;

const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${extra}/>`;

const line = (d: string, color: string, width: number, extra = '') =>
  s`<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}"${extra}/>`;

/** Shapes of one colour gathered into a single path each, which keeps many windows small. */
class Marks {
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
function dots(
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
function lancet(x: number, y: number, w: number, h: number): string {
  return s`M${x} ${y + h}V${y + w * 0.6}Q${x} ${y} ${x + w / 2} ${y}Q${x + w} ${y} ${x + w} ${y + w * 0.6}V${y + h}Z`;
}

/** A round-arched window or opening. */
function arched(x: number, y: number, w: number, h: number): string {
  return s`M${x} ${y + h}V${y + w / 2}A${w / 2} ${w / 2} 0 0 1 ${x + w} ${y + w / 2}V${y + h}Z`;
}

/** A horizontal slice of a circle, between heights y1 and y2. */
function circleBand(cx: number, cy: number, r: number, y1: number, y2: number): string {
  const hw = (y: number) => Math.sqrt(Math.max(0, r * r - (y - cy) * (y - cy)));
  const a = hw(y1);
  const b = hw(y2);
  return s`M${cx - a} ${y1}A${r} ${r} 0 0 0 ${cx - b} ${y2}L${cx + b} ${y2}A${r} ${r} 0 0 0 ${cx + a} ${y1}Z`;
}

/** Red and white antenna from y1 (bottom) to y2 (top), tapering from w1 to w2. */
function antenna(p: Painter, x: number, y1: number, y2: number, w1: number, w2: number, parts = 6): string {
  let out = '';
  for (let i = 0; i < parts; i++) {
    const ya = y1 + ((y2 - y1) * i) / parts;
    const yb = y1 + ((y2 - y1) * (i + 1)) / parts;
    const wa = w1 + ((w2 - w1) * i) / parts;
    const wb = w1 + ((w2 - w1) * (i + 1)) / parts;
    out += poly(
      [x - wa / 2, ya, x - wb / 2, yb, x + wb / 2, yb, x + wa / 2, ya],
      p.c(i % 2 ? '#f2efe9' : '#c8372d'),
    );
  }
  if (p.mood.lit > 0.3) out += circle(x, y2, 4, '#ff5a4a') + circle(x, y2, 12, '#ff5a4a', ' opacity=".3"');
  return out;
}

// ---------------------------------------------------------------------------------------------
// Sky, sun, moon, stars, clouds

function sky(p: Painter): string {
  const [top, mid, bottom] = p.mood.sky;
  const fill = p.band(0, 640, [
    [0, top],
    [0.55, mid],
    [1, bottom],
  ]);
  return rect(0, 0, WIDTH, HEIGHT, fill);
}

/** Sun, moon and stars, in screen space (not moved by the view). Returns the light's position. */
function celestial(
  p: Painter,
  focusScreenX: number,
): { svg: string; x: number; y: number; color: string } | null {
  const m = p.mood;
  const x = focusScreenX < WIDTH / 2 ? p.range(780, 1060) : p.range(140, 420);
  let out = '';
  if (m.stars > 0) {
    const small: [number, number][] = [];
    const big: [number, number][] = [];
    const limit = m.name === 'dusk' ? 260 : 480;
    for (let i = 0; i < m.stars; i++) {
      const point: [number, number] = [p.range(0, WIDTH), Math.pow(p.range(0, 1), 1.4) * limit];
      (p.chance(0.18) ? big : small).push(point);
    }
    out += dots(small, '#ffffff', 2, ' opacity=".75"') + dots(big, '#fff8e0', 3.4, ' opacity=".95"');
  }
  const glow = (cx: number, cy: number, r: number, color: string, opacity: number) =>
    circle(
      cx,
      cy,
      r,
      p.radial(cx, cy, r, [
        [0, color, opacity],
        [1, color, 0],
      ]),
    );
  switch (m.name) {
    case 'day': {
      const y = p.range(110, 170);
      out += glow(x, y, 190, '#fff6cf', 0.7) + circle(x, y, 34, '#fffbea');
      return { svg: out, x, y, color: '#fff6d8' };
    }
    case 'golden': {
      const y = p.range(420, 470);
      out += glow(x, y, 460, '#ffb45a', 0.75) + glow(x, y, 110, '#fff0c0', 0.9) + circle(x, y, 44, '#fff1c6');
      return { svg: out, x, y, color: '#ffd88c' };
    }
    case 'winter': {
      const y = p.range(170, 230);
      out += glow(x, y, 200, '#ffffff', 0.6) + circle(x, y, 28, '#fdfcf6', ' opacity=".9"');
      return { svg: out, x, y, color: '#ffffff' };
    }
    case 'morning': {
      const y = p.range(360, 420);
      out += glow(x, y, 360, '#ffd9b8', 0.8) + circle(x, y, 40, '#fff2dc');
      return { svg: out, x, y, color: '#ffe6c8' };
    }
    case 'dusk': {
      out += glow(x, 640, 560, '#ff9a66', 0.55);
      return { svg: out, x, y: 640, color: '#ffb08a' };
    }
    case 'night': {
      const y = p.range(90, 150);
      out +=
        glow(x, y, 150, '#a9bdf0', 0.35) +
        circle(x, y, 26, '#f4f1e2') +
        circle(x - 8, y - 5, 5, '#dcd8c6') +
        circle(x + 7, y + 8, 4, '#dcd8c6') +
        circle(x + 9, y - 9, 3, '#dcd8c6');
      return { svg: out, x, y, color: '#f4f1e2' };
    }
  }
}

function clouds(p: Painter, sun: Light | null, focusX: number): string {
  const m = p.mood;
  let out = '';
  for (let i = 0; i < m.clouds; i++) {
    const w = p.range(140, 280);
    const cx = ((i + p.range(0.1, 0.9)) * WIDTH) / m.clouds;
    const cy = p.range(70, 290);
    if (sun && Math.abs(cx - sun.x) < w * 0.5 + 70 && Math.abs(cy - sun.y) < 110) continue;
    if (Math.abs(cx - focusX) < w * 0.5 + 110 && cy > 110) continue;
    const shadow = mix(m.cloud, m.sky[1], 0.45);
    const puff = (fill: string, dy: number) =>
      ellipse(cx, cy + dy, w / 2, w * 0.1, fill) +
      circle(cx - w * 0.22, cy - w * 0.05 + dy, w * 0.15, fill) +
      circle(cx + w * 0.02, cy - w * 0.1 + dy, w * 0.2, fill) +
      circle(cx + w * 0.24, cy - w * 0.03 + dy, w * 0.13, fill);
    out += `<g opacity="${m.name === 'winter' ? '.7' : '.88'}">${puff(shadow, 6)}${puff(m.cloud, 0)}</g>`;
  }
  return out;
}

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
function ridge(p: Painter, y: number, amp: number, bumps: readonly Bump[] = [], floor = HEIGHT + 100): Ridge {
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
function woodedHill(p: Painter, r: Ridge, depth: number, color = '#4f7d43', size = 16, band = 60): string {
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
function mountains(
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

// ---------------------------------------------------------------------------------------------
// Water

interface Light {
  x: number;
  y: number;
  color: string;
}

/**
 * Water from height y down: a gradient like the sky, the reflection of everything drawn in the
 * `city` group, ripples and a glitter path under the sun or moon.
 */
function water(p: Painter, y: number, light: Light | null): string {
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
function mirrored(p: Painter, content: string, axis: number, opacity = 0.35): string {
  const id = p.id('m');
  p.defs.push(`<g id="${id}">${content}</g>`);
  const clip = p.clip(s`M-80 ${axis}H${WIDTH + 80}V${HEIGHT + 300}H-80Z`);
  return s`<g clip-path="${clip}" opacity="${opacity}"><use href="#${id}" transform="matrix(1 0 0 -1 0 ${2 * axis})"/></g><use href="#${id}"/>`;
}

// ---------------------------------------------------------------------------------------------
// Buildings

const ROOF_TILES = ['#a8553f', '#9b4a37', '#b5634a', '#8c4434'] as const;
const OLD_WALLS = [
  '#e9dcc3',
  '#d9b98f',
  '#e6cfa6',
  '#c98f6e',
  '#f0e6d6',
  '#d7c4a8',
  '#b9a58e',
  '#e3b98a',
] as const;
const CITY_WALLS = ['#d7d2c8', '#c2b8aa', '#e4ddd0', '#b7bec6', '#cdb79c', '#a9b1ba', '#e2d6c2'] as const;
const GLASS = ['#6f8fae', '#89a6bf', '#5c7892', '#a7b9c6', '#7d9bb0'] as const;

type RowStyle = 'modern' | 'old' | 'mixed';

interface RowSpec {
  x0: number;
  x1: number;
  base: number;
  h: readonly [number, number];
  w: readonly [number, number];
  depth: number;
  walls: readonly string[];
  style: RowStyle;
  /** Window size factor; 0 draws no windows. */
  win?: number;
  gap?: number;
}

/** Windows in a grid on a wall. */
function windowGrid(
  p: Painter,
  marks: Marks,
  wall: string,
  depth: number,
  x: number,
  y: number,
  w: number,
  h: number,
  size: number,
): void {
  const ww = 4 * size;
  const wh = 6 * size;
  const sx = ww * 2.1;
  const sy = wh * 1.75;
  const cols = Math.floor((w - ww) / sx);
  const rows = Math.floor((h - wh * 0.8) / sy);
  if (cols < 1 || rows < 1) return;
  const x0 = x + (w - (cols - 1) * sx - ww) / 2;
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++)
      marks.box(p.window(wall, depth), x0 + c * sx, y + wh * 0.6 + r * sy, ww, wh);
  }
}

/** One building of a row: body, roof and windows. */
function building(p: Painter, spec: RowSpec, x: number, w: number, h: number): string {
  const { base, depth } = spec;
  const wall = p.pick(spec.walls);
  const fill = p.c(wall, depth);
  const top = base - h;
  const marks = new Marks();
  let out = rect(x, top, w, h, fill);
  const modern = spec.style === 'modern' || (spec.style === 'mixed' && p.chance(0.5));
  if (modern) {
    out += rect(x - 1, top - 3, w + 2, 4, p.snowy(lighten(wall, 0.2), depth, 0.95));
    if (p.chance(0.3)) out += rect(x + w * 0.2, top - h * 0.08, w * 0.4, h * 0.08, fill);
    if (p.chance(0.2)) out += line(s`M${x + w * 0.7} ${top}v${-h * 0.2}`, p.c('#55606a', depth), 2);
  } else {
    const roof = p.snowy(p.pick(ROOF_TILES), depth);
    if (w < 70 && p.chance(0.45)) {
      const gh = w * p.range(0.45, 0.7);
      out += poly([x - 2, top + 1, x + w / 2, top - gh - 2, x + w + 2, top + 1], roof);
      out += poly([x + 3, top + 1, x + w / 2, top - gh + 4, x + w - 3, top + 1], fill);
      if (spec.win)
        marks.box(
          p.window(wall, depth),
          x + w / 2 - spec.win * 2,
          top - gh * 0.45,
          spec.win * 4,
          spec.win * 5,
        );
    } else {
      const rh = Math.min(h * 0.5, w * p.range(0.25, 0.4));
      out += poly([x - 3, top + 1, x + w * 0.12, top - rh, x + w * 0.88, top - rh, x + w + 3, top + 1], roof);
      if (spec.win && w > 40 && p.chance(0.6)) {
        marks.box(p.c(darken(roof, 0.3), depth), x + w * 0.4, top - rh * 0.6, w * 0.16, rh * 0.45);
      }
    }
  }
  out += rect(x + w * 0.8, top, w * 0.2, h, '#000', ' opacity=".1"');
  if (spec.win && depth >= 0.35) {
    if (w > 16 && h > 20) out += rect(x + 4, top + 6, w - 8, h - 12, p.windowPattern(wall, depth, spec.win));
  } else if (spec.win) windowGrid(p, marks, wall, depth, x + 2, top, w - 4, h - spec.win * 6, spec.win);
  return out + marks.svg();
}

/** A row of buildings from x0 to x1 standing on base. */
function buildingRow(p: Painter, spec: RowSpec): string {
  let out = '';
  let x = spec.x0 - p.range(0, 20);
  while (x < spec.x1) {
    const w = p.range(spec.w[0], spec.w[1]);
    const h = p.range(spec.h[0], spec.h[1]);
    out += building(p, spec, x, w, h);
    x += w + (spec.gap ?? 0);
  }
  return out;
}

/** A tall glass office tower with floor lines. */
function glassTower(
  p: Painter,
  x: number,
  base: number,
  w: number,
  h: number,
  depth: number,
  color?: string,
): string {
  const base2 = color ?? p.pick(GLASS);
  const marks = new Marks();
  const top = base - h;
  const stripe = p.c(darken(base2, 0.25), depth);
  if (p.mood.lit > 0.2) {
    for (let y = top + 10; y < base - 8; y += 9) {
      for (let c = x + 3; c < x + w - 6; c += 8)
        if (p.chance(p.mood.lit * 0.7)) marks.box(p.pick(LIT), c, y, 5, 5);
    }
  }
  return (
    rect(x, top, w, h, p.glass(base2, depth)) +
    rect(x, top + 4, w, h - 6, p.stripes(stripe)) +
    marks.svg() +
    rect(x - 1, top - 3, w + 2, 4, p.snowy(lighten(base2, 0.3), depth, 0.95))
  );
}

type Gable = 'pointed' | 'stepped' | 'curved' | 'side';

interface HouseStyle {
  wall: string;
  roof?: string;
  gable: Gable;
  depth: number;
  win?: number;
  timber?: boolean;
}

/** A narrow town house with its gable towards the street (or a side roof). */
function townHouse(p: Painter, x: number, base: number, w: number, h: number, style: HouseStyle): string {
  const { depth } = style;
  const wall = p.c(style.wall, depth);
  const roofBase = style.roof ?? p.pick(ROOF_TILES);
  const roof = p.snowy(roofBase, depth);
  const top = base - h;
  const marks = new Marks();
  const win = style.win ?? 1.4;
  let out = '';
  const gh = w * 0.75;
  switch (style.gable) {
    case 'pointed':
      out += poly([x - 4, top + 2, x + w / 2, top - gh - 5, x + w + 4, top + 2], roof);
      out += poly([x + 2, top + 2, x + w / 2, top - gh + 2, x + w - 2, top + 2], wall);
      break;
    case 'stepped': {
      const steps = 3;
      const sw = w / (2 * steps + 1);
      const sh = gh / steps;
      const pts: number[] = [x, top];
      for (let i = 0; i < steps; i++)
        pts.push(x + i * sw, top - (i + 1) * sh, x + (i + 1) * sw, top - (i + 1) * sh);
      pts.push(x + w - steps * sw, top - steps * sh);
      for (let i = steps - 1; i >= 0; i--)
        pts.push(x + w - (i + 1) * sw, top - (i + 1) * sh, x + w - i * sw, top - (i + 1) * sh);
      pts.push(x + w, top);
      out += poly(pts, wall);
      if (p.mood.snow) {
        for (let i = 0; i < steps; i++) {
          marks.box(p.c('#f6f9fc'), x + i * sw, top - (i + 1) * sh - 2, sw, 3);
          marks.box(p.c('#f6f9fc'), x + w - (i + 1) * sw, top - (i + 1) * sh - 2, sw, 3);
        }
      }
      break;
    }
    case 'curved':
      out += path(
        s`M${x} ${top}C${x + w * 0.05} ${top - gh * 0.35} ${x + w * 0.3} ${top - gh * 0.35} ${x + w * 0.3} ${top - gh * 0.7}L${x + w * 0.38} ${top - gh}H${x + w * 0.62}L${x + w * 0.7} ${top - gh * 0.7}C${x + w * 0.7} ${top - gh * 0.35} ${x + w * 0.95} ${top - gh * 0.35} ${x + w} ${top}Z`,
        wall,
      );
      out += poly([x + w * 0.44, top - gh, x + w / 2, top - gh - 12, x + w * 0.56, top - gh], roof);
      break;
    case 'side': {
      const rh = Math.min(h * 0.55, w * 0.45);
      out += poly([x - 4, top + 2, x + w * 0.15, top - rh, x + w * 0.85, top - rh, x + w + 4, top + 2], roof);
      if (w > 44)
        marks.box(p.c(darken(roofBase, 0.35), depth), x + w * 0.42, top - rh * 0.62, w * 0.16, rh * 0.42);
      break;
    }
  }
  out += rect(x, top, w, h, wall);
  if (style.timber) {
    const beam = p.c('#5b3b28', depth);
    const floors = Math.max(2, Math.round(h / 38));
    const fh = h / floors;
    const bays = Math.max(2, Math.round(w / 26));
    const bw = w / bays;
    let d = '';
    for (let f = 0; f <= floors; f++) d += s`M${x} ${top + f * fh}h${w}`;
    for (let b = 0; b <= bays; b++) d += s`M${x + b * bw} ${top}v${h}`;
    for (let f = 0; f < floors - (h > 60 ? 1 : 0); f++) {
      for (let b = 0; b < bays; b++) {
        if ((b + f) % 2 === 0)
          d += s`M${x + b * bw} ${top + (f + 1) * fh}L${x + (b + 0.5) * bw} ${top + f * fh}`;
        else d += s`M${x + (b + 1) * bw} ${top + (f + 1) * fh}L${x + (b + 0.5) * bw} ${top + f * fh}`;
      }
    }
    if (style.gable !== 'side')
      d += s`M${x + w / 2} ${top}v${-gh + 6}M${x + w * 0.22} ${top - gh * 0.4}h${w * 0.56}`;
    out += line(d, beam, Math.max(1.5, w / 36));
    for (let f = 0; f < floors; f++) {
      for (let b = 0; b < bays; b++) {
        marks.box(
          p.window(style.wall, depth),
          x + (b + 0.5) * bw - win * 2.6,
          top + f * fh + fh * 0.3,
          win * 5.2,
          fh * 0.42,
        );
      }
    }
  } else if (depth >= 0.25) {
    out += rect(x + 4, top + 5, w - 8, h - 12, p.windowPattern(style.wall, depth, win));
  } else {
    windowGrid(p, marks, style.wall, depth, x + 2, top + 2, w - 4, h - 8, win);
  }
  if (style.gable !== 'side')
    marks.box(p.window(style.wall, depth), x + w / 2 - win * 2.5, top - gh * 0.45, win * 5, win * 6);
  out += rect(x, base - h * 0.18, w, 3, darken(wall, 0.15));
  return out + marks.svg();
}

/** A row of town houses. */
function houseRow(
  p: Painter,
  x0: number,
  x1: number,
  base: number,
  hRange: readonly [number, number],
  wRange: readonly [number, number],
  style: { walls: readonly string[]; gables: readonly Gable[]; depth: number; win?: number; timber?: number },
): string {
  let out = '';
  let x = x0 - p.range(0, 15);
  while (x < x1) {
    const w = p.range(wRange[0], wRange[1]);
    const h = p.range(hRange[0], hRange[1]);
    out += townHouse(p, x, base, w, h, {
      wall: p.pick(style.walls),
      gable: p.pick(style.gables),
      depth: style.depth,
      win: style.win ?? 1.4,
      timber: p.chance(style.timber ?? 0),
    });
    x += w + 1;
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Trees

const GREENS = ['#4e8a3e', '#5c9a45', '#3f7a3a', '#6aa64c'] as const;

type TreeKind = 'round' | 'conifer' | 'poplar';

function tree(p: Painter, x: number, base: number, size: number, kind: TreeKind, depth: number): string {
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

function treeRow(
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

/** Street lamps; they glow after dark. */
function lamps(p: Painter, xs: readonly number[], base: number, h: number, depth = 0): string {
  const post = p.c('#3b4148', depth);
  const lit = p.mood.lit > 0.3;
  let out = '';
  for (const x of xs) {
    out +=
      line(s`M${x} ${base}V${base - h}`, post, 3) +
      rect(x - 6, base - h - 12, 12, 12, lit ? '#ffe2a0' : p.c('#d9dde0', depth));
    out += rect(x - 8, base - h - 14, 16, 3, post);
    if (lit) out += circle(x, base - h - 6, 46, p.glow('#ffd27a'));
  }
  return out;
}

/** Flat ground from y down, grass or paving, white in winter. */
function ground(p: Painter, y: number, color: string): string {
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
// Landmarks

/** Berlin: the Fernsehturm on Alexanderplatz. */
function berlinTvTower(p: Painter, x: number, base: number): string {
  const sy = 300;
  const r = 42;
  const concrete = p.lm('#e6e2da');
  let out = poly([x - 22, base, x - 11, sy + 30, x + 11, sy + 30, x + 22, base], concrete);
  out += poly([x + 2, base, x + 2, sy + 30, x + 11, sy + 30, x + 22, base], p.lm('#c2bdb4'));
  out += poly([x - 9, sy - r + 4, x - 6, sy - 78, x + 6, sy - 78, x + 9, sy - r + 4], concrete);
  out += rect(x - 13, sy + r - 6, 26, 10, p.lm('#cfcac2'));
  const ball = p.radial(x - 14, sy - 16, r * 1.4, [
    [0, p.lm('#f6f8fa')],
    [0.55, p.lm('#b9c1c9')],
    [1, p.lm('#6f7a84')],
  ]);
  out += circle(x, sy, r, ball);
  out += line(
    s`M${x} ${sy - r}A${r * 0.4} ${r} 0 0 0 ${x} ${sy + r}A${r * 0.4} ${r} 0 0 0 ${x} ${sy - r}M${x} ${sy - r}A${r * 0.8} ${r} 0 0 0 ${x} ${sy + r}A${r * 0.8} ${r} 0 0 0 ${x} ${sy - r}`,
    p.lm('#8d98a2'),
    1,
    ' opacity=".6"',
  );
  const bandColor = p.mood.lit > 0.3 ? '#ffd584' : p.c('#36424e');
  out += path(circleBand(x, sy, r, sy - 10, sy + 4), bandColor);
  out += antenna(p, x, sy - 78, 105, 9, 3, 7);
  return out;
}

/** Berlin: the Brandenburg Gate with the Quadriga. */
function brandenburgGate(p: Painter, gx: number, base: number): string {
  const wd = 330;
  const stone = p.lm('#e9dcbf');
  const light = p.lm('#f4ead2');
  const dark = p.lm('#8f7d5e');
  const colTop = base - 12 - 92;
  let out = ellipse(gx + 30, base + 4, wd * 0.62, 14, '#000', ' opacity=".15"');
  out += rect(gx - wd / 2 - 10, base - 12, wd + 20, 12, dark);
  out += rect(gx - wd / 2 + 6, colTop, wd - 12, 92, p.lm('#5d5140'));
  const L = gx - wd / 2 + 16;
  const a = 58;
  const b = 66;
  const xs = [L, L + a, L + 2 * a, L + 2 * a + b, L + 3 * a + b, L + 4 * a + b];
  for (const cx of xs) {
    out += rect(cx - 9, colTop, 18, 92, stone) + rect(cx + 3, colTop, 6, 92, dark, ' opacity=".55"');
    out += rect(cx - 12, colTop, 24, 6, light) + rect(cx - 12, base - 17, 24, 5, light);
  }
  out += rect(gx - wd / 2, colTop - 26, wd, 26, stone);
  const marks = new Marks();
  for (let tx = gx - wd / 2 + 8; tx < gx + wd / 2 - 6; tx += 14) marks.box(dark, tx, colTop - 20, 4, 13);
  out += marks.svg();
  out += rect(gx - wd / 2 - 6, colTop - 32, wd + 12, 7, light);
  out +=
    rect(gx - 112, colTop - 60, 224, 28, stone) + rect(gx - 90, colTop - 54, 180, 16, dark, ' opacity=".45"');
  out += rect(gx - 116, colTop - 64, 232, 5, light);
  out += rect(gx - 62, colTop - 78, 124, 14, stone) + rect(gx - 65, colTop - 80, 130, 4, light);
  const bronze = p.lm('#4f6b5c');
  const qy = colTop - 80;
  let q = rect(gx - 22, qy - 16, 44, 16, bronze);
  for (const hx of [-34, -12, 12, 34]) {
    q += ellipse(gx + hx, qy - 14, 8, 10, bronze);
    q += rect(gx + hx - 4, qy - 32, 7, 18, bronze);
    q += ellipse(gx + hx + (hx < 0 ? -2 : 2), qy - 35, 4, 7, bronze);
    q += rect(gx + hx - 5, qy - 8, 3, 8, bronze) + rect(gx + hx + 2, qy - 8, 3, 8, bronze);
  }
  q += poly([gx - 6, qy - 16, gx - 4, qy - 48, gx + 4, qy - 48, gx + 6, qy - 16], bronze);
  q += circle(gx, qy - 52, 5, bronze);
  q += poly([gx - 4, qy - 44, gx - 26, qy - 64, gx - 20, qy - 44], bronze);
  q += poly([gx + 4, qy - 44, gx + 26, qy - 64, gx + 20, qy - 44], bronze);
  q += line(s`M${gx + 9} ${qy - 20}V${qy - 78}`, bronze, 2.5);
  q += circle(gx + 9, qy - 82, 6, 'none', s` stroke="${bronze}" stroke-width="2.5"`);
  return out + q;
}

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

/** A slim church tower with a pointed spire (Nuremberg, Lübeck, generic towns). */
function spireTower(
  p: Painter,
  x: number,
  base: number,
  w: number,
  top: number,
  spire: number,
  wall: string,
  roof: string,
  depth = 0,
): string {
  const c = p.lm(wall, depth);
  const marks = new Marks();
  let out =
    rect(x - w / 2, top, w, base - top, c) +
    rect(x + w * 0.18, top, w * 0.32, base - top, '#000', ' opacity=".12"');
  out += poly([x - w / 2 - 2, top + 1, x, top - spire, x + w / 2 + 2, top + 1], p.snowy(roof, depth, 0.7));
  out += poly([x, top - spire, x + w / 2 + 2, top + 1, x + w * 0.15, top + 1], '#000', ' opacity=".15"');
  for (let y = top + 20; y < base - 40; y += 46)
    marks.add(p.window(wall, depth), lancet(x - w * 0.12, y, w * 0.24, w * 0.55));
  out += line(s`M${x} ${top - spire}v-10`, p.c('#c9a94f', depth), 2);
  return out + marks.svg();
}

/** Frankfurt: the skyline (Main Tower, Commerzbank Tower, Messeturm, ECB). */
function frankfurtSkyline(p: Painter, base: number): string {
  let out = '';
  // Main Tower: glass cylinder and stone annex.
  out +=
    rect(392, 330, 62, base - 330, p.c('#b9b0a3')) + rect(440, 330, 14, base - 330, '#000', ' opacity=".12"');
  const stripes = new Marks();
  for (let x = 398; x < 448; x += 8) stripes.box(p.window('#b9b0a3'), x, 336, 3, base - 342);
  out += stripes.svg();
  out += glassTower(p, 330, base, 66, base - 230, 0, '#5e86ad');
  out += rect(334, 224, 58, 7, p.c('#d6dde3')) + antenna(p, 362, 224, 160, 6, 2, 5);
  // Commerzbank Tower: tall, stepped crown, sky gardens.
  const cx = 560;
  out += glassTower(p, cx - 38, base, 76, base - 175, 0, '#7f9fb8');
  const gardens = new Marks();
  for (let y = 215; y < base - 60; y += 95)
    gardens.box(p.c('#6e9a5a'), cx - 36 + (((y / 95) | 0) % 2) * 36, y, 36, 26);
  out += gardens.svg();
  out += rect(cx - 30, 158, 60, 18, p.c('#93aec2')) + rect(cx - 20, 145, 40, 14, p.c('#a9bfcf'));
  out += antenna(p, cx, 146, 92, 5, 2, 4);
  // Messeturm: granite with a pyramid top.
  const mx = 770;
  out +=
    rect(mx - 30, 215, 60, base - 215, p.c('#b57b68')) +
    rect(mx + 12, 215, 18, base - 215, '#000', ' opacity=".14"');
  const mv = new Marks();
  for (let x = mx - 24; x < mx + 26; x += 10) mv.box(p.window('#b57b68'), x, 222, 4, base - 228);
  out += mv.svg();
  out += rect(mx - 24, 193, 48, 22, p.c('#c28a77'));
  out += poly([mx - 24, 194, mx, 146, mx + 24, 194], p.lmRoof('#8e5b4d', 0.7));
  out += poly([mx, 146, mx + 24, 194, mx + 6, 194], '#000', ' opacity=".18"');
  // European Central Bank: two leaning glass shards.
  const ex = 985;
  const ecb = p.c('#8ea3b2');
  out += poly([ex - 62, base, ex - 62, 262, ex - 8, 238, ex - 8, base], ecb);
  out += poly([ex - 4, base, ex - 4, 226, ex + 52, 256, ex + 52, base], p.c('#7890a2'));
  const em = new Marks();
  for (let y = 270; y < base - 6; y += 9) {
    em.box(p.c('#5e7384'), ex - 62, y, 54, 1.5);
    em.box(p.c('#52687a'), ex - 4, y, 56, 1.5);
    if (p.mood.lit > 0.2)
      for (let k = 0; k < 4; k++)
        if (p.chance(p.mood.lit * 0.6)) em.box(p.pick(LIT), ex - 58 + k * 28, y + 2, 8, 5);
  }
  out += em.svg() + rect(ex - 8, 330, 4, base - 330, p.c('#c7d3dc'));
  return out;
}

/** Frankfurt: the Eiserner Steg footbridge across the Main. */
function eisernerSteg(p: Painter, deck: number, foot: number): string {
  const iron = p.lm('#59636e');
  const stone = p.c('#a89b88');
  let out = '';
  const piers = [380, 820];
  for (const px of piers) out += rect(px - 16, deck + 8, 32, foot - deck - 8, stone);
  const spans: [number, number][] = [
    [-60, 380],
    [380, 820],
    [820, 1260],
  ];
  let truss = '';
  for (const [a, b] of spans) {
    const mid = (a + b) / 2;
    const rise = 46;
    out += line(s`M${a} ${deck}Q${mid} ${deck - rise * 2} ${b} ${deck}`, iron, 6);
    for (let x = a + 20; x < b - 10; x += 20) {
      const t = (x - a) / (b - a);
      const yTop = deck - rise * 4 * t * (1 - t);
      const t2 = (x + 10 - a) / (b - a);
      const yTop2 = deck - rise * 4 * t2 * (1 - t2);
      truss += `M${x} ${deck}V${Math.round(yTop)}M${x} ${deck}L${x + 10} ${Math.round(yTop2)}`;
    }
  }
  out +=
    line(truss, iron, 1.8) +
    rect(-60, deck, WIDTH + 120, 9, iron) +
    rect(-60, deck + 9, WIDTH + 120, 3, darken(iron, 0.3));
  return out;
}

/** Stuttgart: the TV tower on its wooded hill. */
function stuttgartTvTower(p: Painter, x: number, base: number): string {
  const concrete = p.lm('#dedbd3');
  let out = poly([x - 14, base, x - 8, 228, x + 8, 228, x + 14, base], concrete);
  out += poly([x + 1, base, x + 1, 228, x + 8, 228, x + 14, base], p.lm('#bfbab1'));
  out += poly([x - 8, 230, x - 19, 214, x + 19, 214, x + 8, 230], p.lm('#cfcbc3'));
  out += rect(x - 19, 176, 38, 40, p.lm('#d6d2ca'));
  const band = p.mood.lit > 0.3 ? '#ffd584' : p.c('#3c4650');
  for (const y of [182, 193, 204]) out += rect(x - 19, y, 38, 6, band);
  out += rect(x - 21, 172, 42, 5, p.lm('#eeeae3'));
  out += antenna(p, x, 172, 96, 7, 2.5, 6);
  return out;
}

/** Stuttgart: vineyard rows on a slope (terraces following the hillside). */
function vineyard(
  p: Painter,
  pts: readonly number[],
  rowsFrom: number,
  rowsTo: number,
  slope: number,
): string {
  const d = polyD(pts);
  const clip = p.clip(d);
  const soil = p.lmRoof('#b9a868', 0.9);
  const vine = p.mood.snow ? p.c('#6d5a44') : p.c(p.mood.name === 'golden' ? '#7e8f36' : '#557f35');
  let rows = '';
  for (let y = rowsFrom, gap = 9; y < rowsTo; y += gap, gap *= 1.07)
    rows += s`M-40 ${y}L${WIDTH} ${y + WIDTH * slope}`;
  return (
    path(d, soil) +
    `<g clip-path="${clip}">${line(rows, vine, 5, ' stroke-dasharray="7 3"')}${line(rows, darken(soil, 0.25), 1, ' transform="translate(0 4)" opacity=".5"')}</g>`
  );
}

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

/** Düsseldorf: the Rheinturm with the light clock on its shaft. */
function rheinturm(p: Painter, x: number, base: number): string {
  const concrete = p.lm('#d9d6cf');
  let out = poly([x - 16, base, x - 7, 262, x + 7, 262, x + 16, base], concrete);
  out += poly([x + 1, base, x + 1, 262, x + 7, 262, x + 16, base], p.lm('#bbb6ad'));
  out += poly([x - 7, 264, x - 31, 238, x - 31, 222, x + 31, 222, x + 31, 238, x + 7, 264], concrete);
  out += rect(x - 31, 224, 62, 10, p.mood.lit > 0.3 ? '#ffd584' : p.c('#3a4550'));
  out += poly([x - 27, 222, x - 22, 212, x + 22, 212, x + 27, 222], p.lm('#c9c5bd'));
  out += rect(x - 7, 196, 14, 17, concrete) + rect(x - 4, 120, 8, 78, p.lm('#b9b6b0'));
  out += line(s`M${x} 120V70`, p.lm('#a8a5a0'), 3);
  const lamps: [number, number][] = [];
  for (let y = 300; y < 560; y += 9) lamps.push([x, y]);
  out += dots(lamps, p.mood.lit > 0.3 ? '#8fd3ff' : p.c('#9aa3ab'), 3.5);
  if (p.mood.lit > 0.3) out += circle(x, 70, 4, '#ff5a4a');
  return out;
}

/** Düsseldorf: a Gehry-style building of the Neuer Zollhof, with wavy walls and punched windows. */
function wavyBuilding(
  p: Painter,
  x: number,
  base: number,
  w: number,
  h: number,
  wall: string,
  metal = false,
): string {
  const ph = p.range(0, 6);
  const left = (y: number) => x + 9 * Math.sin(y / 38 + ph);
  const right = (y: number) => x + w + 10 * Math.sin(y / 45 + ph + 2);
  const topY = (xx: number) => base - h + 10 * Math.sin((xx - x) / 30 + ph);
  let d = s`M${left(base)} ${base}`;
  for (let y = base; y >= base - h; y -= 12) d += s`L${left(y)} ${y}`;
  for (let xx = x; xx <= x + w; xx += 10) d += s`L${xx} ${topY(xx)}`;
  for (let y = base - h; y <= base; y += 12) d += s`L${right(y)} ${y}`;
  d += 'Z';
  const fill = metal
    ? p.linear(
        [
          [0, p.lm('#e8edf0')],
          [0.3, p.lm('#9ea7ae')],
          [0.55, p.lm('#f3f6f8')],
          [1, p.lm('#7d878f')],
        ],
        1,
        0,
      )
    : p.lm(wall);
  const marks = new Marks();
  for (let y = base - h + 26; y < base - 14; y += 19) {
    const l = Math.max(left(y), left(y + 12)) + 7;
    const r = Math.min(right(y), right(y + 12)) - 7;
    const shift = 4 * Math.sin(y / 23 + ph);
    for (let xx = l + 3 + shift; xx < r - 10; xx += 17) {
      marks.box(p.lm(darken(wall, 0.35)), xx + 2, y + 2, 11, 13);
      marks.box(p.window(wall), xx, y, 11, 13);
    }
  }
  return path(d, fill) + marks.svg();
}

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

/** A stone bridge with round arches (Dresden's Augustus Bridge, Heidelberg's Old Bridge). */
function archBridge(
  p: Painter,
  x0: number,
  x1: number,
  deck: number,
  foot: number,
  arches: number,
  color: string,
): string {
  const span = (x1 - x0) / arches;
  let d = s`M${x0} ${deck}H${x1}V${foot}H${x0}Z`;
  let rings = '';
  const spring = deck + (foot - deck) * 0.55;
  for (let i = 0; i < arches; i++) {
    const cx = x0 + span * (i + 0.5);
    const hw = span * 0.38;
    const hr = Math.min(hw, spring - deck - 8);
    d += s`M${cx - hw} ${foot}V${spring}A${hw} ${hr} 0 0 1 ${cx + hw} ${spring}V${foot}Z`;
    rings += s`M${cx - hw - 3} ${spring}A${hw + 3} ${hr + 3} 0 0 1 ${cx + hw + 3} ${spring}`;
  }
  const stone = p.lm(color);
  return (
    path(d, stone, ' fill-rule="evenodd"') +
    line(rings, darken(stone, 0.2), 4) +
    rect(x0, deck - 10, x1 - x0, 10, p.snowy(lighten(color, 0.1), 0, 0.9)) +
    rect(x0, deck, x1 - x0, 3, darken(stone, 0.25))
  );
}

/** Heidelberg: the red sandstone castle ruins on the hillside. */
function heidelbergCastle(p: Painter, x: number, base: number): string {
  const red = p.lm('#b5523f');
  const redDark = p.lm('#8f3f31');
  const hole = p.mood.lit > 0.3 ? '#ffcf80' : p.lm('#3d2520');
  const marks = new Marks();
  let out = rect(x - 20, base - 50, 340, 50, redDark);
  for (let ax = x - 6; ax < x + 310; ax += 36) marks.add(p.lm('#5c2a21'), arched(ax, base - 40, 18, 40));
  // Friedrich building with twin gables.
  out += rect(x + 30, base - 150, 110, 100, red);
  for (const gx of [x + 30, x + 85]) {
    out += path(
      s`M${gx} ${base - 150}C${gx + 4} ${base - 172} ${gx + 16} ${base - 170} ${gx + 18} ${base - 192}H${gx + 37}C${gx + 39} ${base - 170} ${gx + 51} ${base - 172} ${gx + 55} ${base - 150}Z`,
      red,
    );
  }
  for (let r = 0; r < 3; r++)
    for (let c = 0; c < 5; c++) marks.box(hole, x + 40 + c * 20, base - 140 + r * 30, 10, 18);
  // Roofless Ottheinrich building: a broken top edge.
  out += poly(
    [
      x + 150,
      base - 50,
      x + 150,
      base - 138,
      x + 170,
      base - 142,
      x + 180,
      base - 128,
      x + 205,
      base - 132,
      x + 222,
      base - 118,
      x + 240,
      base - 124,
      x + 240,
      base - 50,
    ],
    red,
  );
  for (let r = 0; r < 2; r++)
    for (let c = 0; c < 4; c++) marks.box(hole, x + 158 + c * 20, base - 110 + r * 30, 10, 20);
  // Fat tower and the split Powder Tower.
  out += rect(x + 250, base - 140, 60, 90, red) + rect(x + 290, base - 140, 20, 90, redDark);
  for (let bx = x + 250; bx < x + 310; bx += 12) marks.box(red, bx, base - 148, 7, 8);
  out += poly(
    [
      x - 40,
      base - 20,
      x - 40,
      base - 100,
      x - 28,
      base - 106,
      x - 18,
      base - 92,
      x - 10,
      base - 98,
      x,
      base - 20,
    ],
    red,
  );
  out +=
    rect(x + 115, base - 230, 30, 80, red) +
    poly([x + 112, base - 228, x + 130, base - 262, x + 148, base - 228], p.lmRoof('#4a4f55', 0.7));
  marks.box(hole, x + 125, base - 210, 10, 16);
  return out + marks.svg();
}

/** Heidelberg: the gate of the Old Bridge, two white towers with baroque helmets. */
function bridgeGate(p: Painter, x: number, deck: number): string {
  const white = p.lm('#efe9df');
  const shade = p.lm('#cfc6b8');
  const helm = p.lmRoof('#3d4248', 0.7);
  let out = rect(x - 40, deck - 90, 80, 90, white);
  out += path(arched(x - 16, deck - 48, 32, 48), p.lm('#4a3e35'));
  for (const tx of [x - 46, x + 46]) {
    out += rect(tx - 20, deck - 150, 40, 150, white) + rect(tx + 6, deck - 150, 14, 150, shade);
    out += path(
      s`M${tx - 22} ${deck - 148}C${tx - 22} ${deck - 180} ${tx - 6} ${deck - 178} ${tx - 6} ${deck - 196}H${tx + 6}C${tx + 6} ${deck - 178} ${tx + 22} ${deck - 180} ${tx + 22} ${deck - 148}Z`,
      helm,
    );
    out += poly([tx - 3, deck - 196, tx, deck - 222, tx + 3, deck - 196], helm);
    out += rect(tx - 22, deck - 100, 44, 5, shade);
    out += path(arched(tx - 5, deck - 130, 10, 18), p.window('#efe9df'));
  }
  return out;
}

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

// ---------------------------------------------------------------------------------------------
// Scenes

interface SceneDef {
  /** Point the close-up views zoom towards. */
  focus: readonly [number, number];
  /** Where the water begins, if the scene has some. */
  water?: number;
  /** Everything standing above the waterline (reflected in the water). */
  city(p: Painter): string;
  /** Things in front: bridges, boats, trees on the near bank. */
  front?(p: Painter): string;
}

const berlin: SceneDef = {
  focus: [600, 330],
  city(p) {
    const G = 610;
    return (
      path(ridge(p, G - 10, 20).d, p.c('#7c8a74', 0.8)) +
      buildingRow(p, {
        x0: 0,
        x1: WIDTH,
        base: G,
        h: [40, 120],
        w: [40, 90],
        depth: 0.65,
        walls: CITY_WALLS,
        style: 'modern',
        win: 0.8,
      }) +
      berlinTvTower(p, 820, G) +
      p.mistBand(G - 40) +
      buildingRow(p, {
        x0: 0,
        x1: WIDTH,
        base: G + 8,
        h: [40, 90],
        w: [50, 110],
        depth: 0.3,
        walls: CITY_WALLS,
        style: 'mixed',
        win: 1.1,
      }) +
      treeRow(p, -20, WIDTH + 20, G + 26, [36, 60], ['round', 'round', 'poplar'], 0.15) +
      ground(p, G + 24, '#c9bda6') +
      line(s`M-80 ${G + 50}H1280M-80 ${G + 90}H1280M-80 ${G + 150}H1280`, p.c('#b3a68d'), 2, ' opacity=".6"')
    );
  },
  front(p) {
    return (
      lamps(p, [40, 660, 900, 1150], 760, 120) +
      s`<g transform="matrix(1.3 0 0 1.3 ${380 - 380 * 1.3} ${745 - 745 * 1.3})">${brandenburgGate(p, 380, 745)}</g>`
    );
  },
};

const munich: SceneDef = {
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

const frankfurt: SceneDef = {
  focus: [560, 170],
  water: 600,
  city(p) {
    const W = 600;
    return (
      woodedHill(p, ridge(p, 560, 50), 0.78, '#5f7f6a', 12, 30) +
      p.mistBand(560) +
      buildingRow(p, {
        x0: 120,
        x1: 1120,
        base: W,
        h: [90, 230],
        w: [36, 70],
        depth: 0.55,
        walls: GLASS,
        style: 'modern',
        win: 0.7,
        gap: 8,
      }) +
      glassTower(p, 200, W, 56, p.range(220, 290), 0.25) +
      glassTower(p, 470, W, 48, p.range(180, 230), 0.25) +
      glassTower(p, 640, W, 60, p.range(210, 270), 0.2) +
      glassTower(p, 860, W, 52, p.range(200, 260), 0.2) +
      glassTower(p, 1090, W, 60, p.range(170, 230), 0.25) +
      frankfurtSkyline(p, W) +
      buildingRow(p, {
        x0: -20,
        x1: WIDTH + 20,
        base: W,
        h: [30, 60],
        w: [50, 90],
        depth: 0.08,
        walls: OLD_WALLS,
        style: 'old',
        win: 1,
      }) +
      treeRow(p, -20, WIDTH + 20, W + 2, [26, 40], ['round'], 0.05, 1.6)
    );
  },
  front(p) {
    return mirrored(p, eisernerSteg(p, 660, 706), 706);
  },
};

const stuttgart: SceneDef = {
  focus: [720, 170],
  city(p) {
    const back = ridge(p, 470, 50);
    const towerHill = ridge(p, 500, 40, [{ x: 860, h: 70, w: 180 }]);
    const G = 640;
    return (
      woodedHill(p, back, 0.72, '#5c7f57', 12, 40) +
      woodedHill(p, towerHill, 0.45, '#4f7d43', 15, 70) +
      stuttgartTvTower(p, 860, towerHill.at(860) + 16) +
      p.mistBand(590) +
      buildingRow(p, {
        x0: -20,
        x1: WIDTH + 20,
        base: G,
        h: [40, 100],
        w: [40, 80],
        depth: 0.3,
        walls: CITY_WALLS,
        style: 'mixed',
        win: 0.9,
      }) +
      stationTower(p, 470, G) +
      ground(p, G, '#7b9a5a')
    );
  },
  front(p) {
    return (
      vineyard(p, [-80, 520, 180, 560, 420, 650, 560, 740, 600, 900, -80, 900], 500, 820, 0.12) +
      tree(p, 330, 640, 60, 'round', 0) +
      vineyardHouse(p, 150, 610) +
      treeRow(p, 700, WIDTH + 40, 790, [60, 100], ['round', 'poplar'], 0, 1.3)
    );
  },
};

/** Stuttgart: the main station tower. */
function stationTower(p: Painter, x: number, base: number): string {
  const stone = p.lm('#d6cdbd');
  let out = rect(x - 110, 560, 220, base - 560, stone) + rect(x - 26, 400, 52, base - 400, stone);
  out +=
    rect(x + 8, 400, 18, base - 400, '#000', ' opacity=".1"') +
    rect(x - 28, 396, 56, 6, p.snowy('#c2b8a8', 0, 0.9));
  const marks = new Marks();
  for (let y = 420; y < 540; y += 30) marks.box(p.window('#d6cdbd'), x - 5, y, 10, 20);
  for (let wx = x - 100; wx < x + 100; wx += 20) marks.box(p.window('#d6cdbd'), wx, 580, 8, 30);
  out += marks.svg() + line(s`M${x} 396v-30`, p.c('#6d737a'), 2) + rect(x, 366, 16, 10, p.c('#c8372d'));
  return out;
}

/** Stuttgart: a little vineyard hut. */
function vineyardHouse(p: Painter, x: number, base: number): string {
  return (
    rect(x, base - 26, 34, 26, p.c('#efe6d4')) +
    poly([x - 4, base - 24, x + 17, base - 44, x + 38, base - 24], p.snowy('#a8553f')) +
    rect(x + 12, base - 16, 9, 16, p.c('#6b4a32'))
  );
}

const cologne: SceneDef = {
  focus: [600, 160],
  water: 610,
  city(p) {
    const W = 610;
    return (
      buildingRow(p, {
        x0: -20,
        x1: WIDTH + 20,
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

const dusseldorf: SceneDef = {
  focus: [560, 200],
  water: 620,
  city(p) {
    const W = 620;
    return (
      buildingRow(p, {
        x0: -20,
        x1: WIDTH + 20,
        base: W,
        h: [50, 140],
        w: [40, 80],
        depth: 0.62,
        walls: CITY_WALLS,
        style: 'modern',
        win: 0.7,
      }) +
      cablePylon(p, 1080, W) +
      p.mistBand(580) +
      rheinturm(p, 880, W) +
      buildingRow(p, {
        x0: 720,
        x1: WIDTH + 20,
        base: W,
        h: [60, 130],
        w: [50, 90],
        depth: 0.22,
        walls: [...GLASS, ...CITY_WALLS],
        style: 'modern',
        win: 1,
      }) +
      wavyBuilding(p, 250, W, 130, 200, '#efeae2') +
      wavyBuilding(p, 410, W, 120, 250, '#b8c0c6', true) +
      wavyBuilding(p, 560, W, 150, 185, '#b0503d') +
      buildingRow(p, {
        x0: -20,
        x1: 230,
        base: W,
        h: [60, 110],
        w: [40, 70],
        depth: 0.15,
        walls: CITY_WALLS,
        style: 'modern',
        win: 1,
      }) +
      treeRow(p, -20, WIDTH + 20, W + 2, [22, 34], ['round'], 0.05, 2.6)
    );
  },
};

/** Düsseldorf: a cable-stayed bridge pylon in the distance. */
function cablePylon(p: Painter, x: number, base: number): string {
  const c = p.c('#e6e3dc', 0.5);
  let cables = '';
  for (let i = 1; i <= 6; i++)
    cables += s`M${x} ${370 + i * 8}L${x - i * 45} ${base - 30}M${x} ${370 + i * 8}L${x + i * 45} ${base - 30}`;
  return rect(x - 5, 360, 10, base - 360, c) + line(cables, c, 1.4) + rect(-80, base - 32, WIDTH + 160, 6, c);
}

const hamburg: SceneDef = {
  focus: [600, 280],
  water: 620,
  city(p) {
    const W = 620;
    return (
      buildingRow(p, {
        x0: -20,
        x1: WIDTH + 20,
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

const nuremberg: SceneDef = {
  focus: [520, 220],
  water: 668,
  city(p) {
    return (
      woodedHill(p, ridge(p, 560, 40), 0.72, '#5f7f57', 12, 30) +
      buildingRow(p, {
        x0: -20,
        x1: WIDTH + 20,
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

const dresden: SceneDef = {
  focus: [560, 180],
  water: 620,
  city(p) {
    const W = 620;
    return (
      woodedHill(p, ridge(p, 545, 45), 0.72, '#6a8a5e', 12, 30) +
      buildingRow(p, {
        x0: -20,
        x1: WIDTH + 20,
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

const heidelberg: SceneDef = {
  focus: [780, 250],
  water: 630,
  city(p) {
    const hill = ridge(p, 290, 70, [{ x: 1000, h: 40, w: 300 }]);
    return (
      woodedHill(p, hill, 0.25, '#44743f', 18, 200) +
      heidelbergCastle(p, 700, 440) +
      treeRow(p, 640, 1060, 452, [26, 40], ['round'], 0.25, 1.2) +
      p.mistBand(520) +
      houseRow(p, -20, WIDTH + 20, 600, [50, 80], [40, 70], {
        walls: OLD_WALLS,
        gables: ['side'],
        depth: 0.3,
        win: 0.9,
      }) +
      spireTower(p, 470, 600, 40, 420, 70, '#c97b5e', '#4f6b5f', 0.2) +
      houseRow(p, -20, WIDTH + 20, 630, [50, 80], [50, 80], {
        walls: OLD_WALLS,
        gables: ['pointed'],
        depth: 0.1,
        win: 1.1,
      })
    );
  },
  front(p) {
    return mirrored(p, archBridge(p, -80, WIDTH + 80, 700, 752, 8, '#b5614c') + bridgeGate(p, 230, 700), 752);
  },
};

const neuschwansteinScene: SceneDef = {
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

const lubeck: SceneDef = {
  focus: [430, 260],
  water: 700,
  city(p) {
    return (
      buildingRow(p, {
        x0: -20,
        x1: WIDTH + 20,
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

const genericTown: SceneDef = {
  focus: [600, 300],
  water: 640,
  city(p) {
    return (
      woodedHill(p, ridge(p, 500, 60), 0.7, '#5f7f57', 12, 40) +
      p.mistBand(540) +
      woodedHill(p, ridge(p, 560, 40), 0.4, '#4f7d43', 14, 40) +
      spireTower(p, 620, 620, 44, 390, 110, '#e8dfcf', '#4f5b66', 0.1) +
      houseRow(p, -20, WIDTH + 20, 640, [70, 100], [60, 86], {
        walls: ['#f2ebdd', '#efe3cc', '#e9dcc5', '#e3b98a'],
        gables: ['pointed'],
        depth: 0.05,
        timber: 0.8,
        win: 1.3,
      })
    );
  },
};

const SCENES: Readonly<Record<string, SceneDef>> = {
  berlin,
  munich,
  frankfurt,
  stuttgart,
  cologne,
  dusseldorf,
  hamburg,
  nuremberg,
  dresden,
  heidelberg,
  neuschwanstein: neuschwansteinScene,
  fussen: neuschwansteinScene,
  lubeck,
};

/** Names of the scenes drawn specifically; any other name gets a generic German town. */
export const sceneNames: readonly string[] = Object.keys(SCENES);

function sceneKey(scene: string): string {
  return scene
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
}

/**
 * Renders a scene as an SVG string (1200×800). Variant 0 is the destination's picture in daylight;
 * 1 golden hour close-up, 2 night, 3 winter, 4 dusk close-up, 5 misty morning, then combinations.
 */
export function renderScene(scene: string, variant: number): string {
  const key = sceneKey(scene);
  const def = SCENES[key] ?? genericTown;
  const v = Number.isFinite(variant) ? Math.abs(Math.trunc(variant)) : 0;
  const mood = MOODS[v % MOODS.length] ?? (MOODS[0] as Mood);
  const framing = FRAMINGS[(v + Math.floor(v / MOODS.length)) % FRAMINGS.length] ?? { flip: false, zoom: 1 };
  const view: View = { ...framing, fx: def.focus[0], fy: def.focus[1] };
  const p = new Painter(mulberry32(hashString(`${key}|${v}`)), mood, view);
  const m = viewMatrix(view);

  const skyLayer = sky(p);
  const light = celestial(p, m.a * def.focus[0] + m.e);
  const cloudLayer = clouds(p, light, m.a * def.focus[0] + m.e);
  let city = def.city(p);
  if (def.water !== undefined)
    city = `<g clip-path="${p.clip(s`M-300 -300H1500V${def.water}H-300Z`)}">${city}</g>`;
  const waterLayer = def.water === undefined ? '' : water(p, def.water, light);
  const front = def.front?.(p) ?? '';

  let weather = '';
  if (mood.snow) {
    const small: [number, number][] = [];
    const big: [number, number][] = [];
    for (let i = 0; i < 150; i++) (p.chance(0.3) ? big : small).push([p.range(0, WIDTH), p.range(0, HEIGHT)]);
    weather += dots(small, '#ffffff', 3, ' opacity=".8"') + dots(big, '#ffffff', 6, ' opacity=".9"');
  }
  if (mood.mist > 0) {
    weather += rect(
      0,
      0,
      WIDTH,
      HEIGHT,
      p.band(0, HEIGHT, [
        [0, '#ffffff', 0],
        [0.7, '#fff6ee', mood.mist * 0.25],
        [1, '#fff6ee', mood.mist * 0.1],
      ]),
    );
  }
  const vignette = rect(
    0,
    0,
    WIDTH,
    HEIGHT,
    p.radial(WIDTH / 2, HEIGHT * 0.45, WIDTH * 0.75, [
      [0.55, '#000000', 0],
      [1, '#000000', mood.name === 'night' ? 0.45 : 0.25],
    ]),
  );

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">` +
    `<defs>${p.defs.join('')}<g id="city">${city}</g></defs>` +
    skyLayer +
    (light?.svg ?? '') +
    cloudLayer +
    s`<g transform="matrix(${m.a} 0 0 ${m.d} ${m.e} ${m.f})">` +
    waterLayer +
    '<use href="#city"/>' +
    front +
    '</g>' +
    weather +
    vignette +
    '</svg>'
  );
}
