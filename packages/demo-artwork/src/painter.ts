import { WIDTH } from './canvas';
import { LIT, type Mood, type View } from './moods-and-views';
import { darken, lighten, mix, type Rng } from './palette-and-random';
import { Marks, rect, s } from './svg';

// ---------------------------------------------------------------------------------------------
// The painter: randomness, mood-aware colours and definitions (gradients, clip paths)

export class Painter {
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
    return this.defineOnce(`${wall}|${depth}|${size}`, 'w', (id) => {
      const ww = Math.round(4 * size);
      const wh = Math.round(6 * size);
      const sx = Math.round(ww * 2.1);
      const sy = Math.round(wh * 1.75);
      const marks = new Marks();
      for (let r = 0; r < 3; r++)
        for (let c = 0; c < 5; c++) marks.box(this.window(wall, depth), c * sx, r * sy, ww, wh);
      return `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${sx * 5}" height="${sy * 3}">${marks.svg()}</pattern>`;
    });
  }

  /** Horizontal floor lines every 9 pixels, for glass towers. */
  stripes(color: string): string {
    return this.defineOnce(
      `stripes${color}`,
      'w',
      (id) =>
        `<pattern id="${id}" patternUnits="userSpaceOnUse" width="20" height="9"><rect width="20" height="1.6" fill="${color}"/></pattern>`,
    );
  }

  /** A soft round glow that fits any circle (bounding-box units, so one definition serves all). */
  glow(color: string): string {
    return this.defineOnce(
      `glow${color}`,
      'g',
      (id) =>
        `<radialGradient id="${id}"><stop offset="0" stop-color="${color}" stop-opacity=".6"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`,
    );
  }

  /**
   * Adds a definition the first time `key` is asked for and answers its url() every time, so that
   * a repeated pattern or glow is one definition however often it is drawn.
   */
  private defineOnce(key: string, prefix: string, definition: (id: string) => string): string {
    const known = this.patterns.get(key);
    if (known) return known;
    const id = this.id(prefix);
    this.defs.push(definition(id));
    const url = `url(#${id})`;
    this.patterns.set(key, url);
    return url;
  }

  /** Registers a linear gradient and returns its url(). Stops are [offset, colour, opacity?]. */
  linear(stops: readonly GradientStop[], x2 = 0, y2 = 1): string {
    const id = this.id('g');
    const body = gradientStops(stops);
    this.defs.push(
      s`<linearGradient id="${id}" x1="0" y1="0" x2="${x2}" y2="${y2}">${body}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A vertical gradient between two heights in user space. */
  band(y1: number, y2: number, stops: readonly GradientStop[]): string {
    const id = this.id('g');
    const body = gradientStops(stops);
    this.defs.push(
      s`<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="0" y1="${y1}" x2="0" y2="${y2}">${body}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  radial(cx: number, cy: number, r: number, stops: readonly GradientStop[]): string {
    const id = this.id('g');
    const body = gradientStops(stops);
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

type GradientStop = readonly [number, string, number?];

/** `<stop>` elements for [offset, colour, opacity?] triples. */
function gradientStops(stops: readonly GradientStop[]): string {
  return stops
    .map(
      ([o, col, op]) =>
        s`<stop offset="${o}" stop-color="${col}"${op === undefined ? '' : s` stop-opacity="${op}"`}/>`,
    )
    .join('');
}
