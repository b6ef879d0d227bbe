/**
 * SVG scenes of German cities, drawn by us in a flat illustrative style; seed/index.ts renders them
 * to WebP. Each scene is a small composition of shared pieces (sky, hills, water, rows of houses)
 * around the city's landmark. Everything is deterministic: the same scene and variant give the same
 * picture, so the demo images keep their content-derived names from one start to the next.
 */

const W = 1200;
const H = 800;
const GROUND = 600;

/** Variant 0 and 1 day, 2 golden hour, 3 night, 4 winter; higher numbers wrap around. */
type Mood = 'day' | 'golden' | 'night' | 'winter';

interface Palette {
  skyTop: string;
  skyBottom: string;
  far: string;
  near: string;
  ground: string;
  water: string;
  building: string;
  buildingAlt: string;
  roof: string;
  window: string;
  stone: string;
  accent: string;
}

const palettes: Record<Mood, Palette> = {
  day: {
    skyTop: '#5fa8d3',
    skyBottom: '#d6eef8',
    far: '#9cc5a1',
    near: '#5c946e',
    ground: '#3e7c59',
    water: '#2f7fb0',
    building: '#e9d8a6',
    buildingAlt: '#f2efe9',
    roof: '#b5523b',
    window: '#4a5d73',
    stone: '#c9c1b1',
    accent: '#e07a5f',
  },
  golden: {
    skyTop: '#f4845f',
    skyBottom: '#fde4b8',
    far: '#c98b6b',
    near: '#8c5a47',
    ground: '#5e3d36',
    water: '#d9825b',
    building: '#f2c38b',
    buildingAlt: '#f7d9b0',
    roof: '#9c3f2e',
    window: '#6b3f34',
    stone: '#e0b48a',
    accent: '#ffd166',
  },
  night: {
    skyTop: '#0b1736',
    skyBottom: '#34456f',
    far: '#26335a',
    near: '#1b2645',
    ground: '#141c33',
    water: '#1d2d55',
    building: '#2d3b63',
    buildingAlt: '#3a4a75',
    roof: '#1f2a4a',
    window: '#ffd66b',
    stone: '#4a5680',
    accent: '#ffd66b',
  },
  winter: {
    skyTop: '#9fb4c7',
    skyBottom: '#eef3f7',
    far: '#c8d6e2',
    near: '#e3ebf2',
    ground: '#f4f7fa',
    water: '#7d9bb5',
    building: '#d8c8b0',
    buildingAlt: '#ece4d6',
    roof: '#7a4e3c',
    window: '#55677a',
    stone: '#b9b3a8',
    accent: '#c0392b',
  },
};

function moodOf(variant: number): Mood {
  const moods: Mood[] = ['day', 'golden', 'night', 'winter'];
  return variant <= 1 ? 'day' : (moods[(variant - 1) % 4] ?? 'day');
}

/** A small seeded generator (mulberry32): building heights and windows vary, but repeatably. */
function random(seedText: string): () => number {
  let seed = 0;
  for (const ch of seedText) seed = (Math.imul(seed, 31) + ch.charCodeAt(0)) | 0;
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Ctx {
  p: Palette;
  mood: Mood;
  rnd: () => number;
}

const r1 = (n: number) => Math.round(n * 10) / 10;

// --- Shared pieces ---------------------------------------------------------------------------------

function sky({ p, mood, rnd }: Ctx): string {
  let out = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.skyTop}"/><stop offset="1" stop-color="${p.skyBottom}"/></linearGradient></defs>`;
  out += `<rect width="${W}" height="${H}" fill="url(#sky)"/>`;
  if (mood === 'night') {
    for (let i = 0; i < 70; i += 1) {
      out += `<circle cx="${r1(rnd() * W)}" cy="${r1(rnd() * 380)}" r="${r1(0.8 + rnd() * 1.6)}" fill="#fff" opacity="${r1(0.4 + rnd() * 0.6)}"/>`;
    }
    out += `<circle cx="960" cy="130" r="46" fill="#f4f1de"/><circle cx="980" cy="118" r="42" fill="${p.skyTop}"/>`;
  } else if (mood === 'golden') {
    out += `<circle cx="880" cy="430" r="90" fill="#ffd166" opacity="0.9"/>`;
  } else if (mood === 'day') {
    out += `<circle cx="1020" cy="120" r="52" fill="#fff6c9"/>`;
    out += cloud(200, 140, 1.1) + cloud(640, 90, 0.8);
  } else {
    for (let i = 0; i < 90; i += 1) {
      out += `<circle cx="${r1(rnd() * W)}" cy="${r1(rnd() * H)}" r="${r1(1.5 + rnd() * 2.5)}" fill="#fff" opacity="0.85"/>`;
    }
  }
  return out;
}

function cloud(x: number, y: number, s: number): string {
  return `<g fill="#fff" opacity="0.85" transform="translate(${x} ${y}) scale(${s})"><ellipse cx="0" cy="0" rx="70" ry="26"/><ellipse cx="45" cy="-18" rx="45" ry="30"/><ellipse cx="-40" cy="-10" rx="38" ry="22"/></g>`;
}

/** A soft line of hills across the picture, its top at about `y`. */
function hills(ctx: Ctx, y: number, color: string, amplitude: number): string {
  let d = `M0 ${H} L0 ${y}`;
  for (let x = 0; x <= W; x += 100)
    d += ` Q${x + 50} ${r1(y - amplitude * ctx.rnd())} ${x + 100} ${r1(y + amplitude * 0.3 * (ctx.rnd() - 0.5))}`;
  return `<path d="${d} L${W} ${H} Z" fill="${color}"/>`;
}

function mountains(ctx: Ctx): string {
  const snow = ctx.mood === 'night' ? '#c8d0e6' : '#ffffff';
  let out = '';
  const peaks = [
    [80, 300],
    [300, 220],
    [520, 320],
    [760, 200],
    [1000, 280],
    [1180, 330],
  ] as const;
  for (const [x, y] of peaks) {
    const base = GROUND - 40;
    out += `<polygon points="${x - 230},${base} ${x},${y} ${x + 230},${base}" fill="${ctx.p.far}"/>`;
    out += `<polygon points="${x - 58},${y + 58} ${x},${y} ${x + 58},${y + 58} ${x + 30},${y + 48} ${x + 8},${y + 64} ${x - 20},${y + 50}" fill="${snow}"/>`;
  }
  return out;
}

function ground(ctx: Ctx, y = GROUND): string {
  return `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${ctx.p.ground}"/>`;
}

/** A river across the foreground, with a few light streaks on it. */
function water(ctx: Ctx, y = 640): string {
  let out = `<rect x="0" y="${y}" width="${W}" height="${H - y}" fill="${ctx.p.water}"/>`;
  for (let i = 0; i < 14; i += 1) {
    const x = ctx.rnd() * W;
    const yy = y + 20 + ctx.rnd() * (H - y - 30);
    out += `<rect x="${r1(x)}" y="${r1(yy)}" width="${r1(40 + ctx.rnd() * 80)}" height="3" rx="1.5" fill="#fff" opacity="0.25"/>`;
  }
  return out;
}

function windowsFor(ctx: Ctx, x: number, y: number, w: number, h: number): string {
  let out = '';
  for (let wy = y + 14; wy < y + h - 18; wy += 22) {
    for (let wx = x + 8; wx < x + w - 12; wx += 16) {
      const lit = ctx.mood === 'night' ? ctx.rnd() > 0.45 : ctx.rnd() > 0.15;
      if (lit)
        out += `<rect x="${wx}" y="${wy}" width="7" height="10" fill="${ctx.p.window}" opacity="${ctx.mood === 'night' ? 0.95 : 0.7}"/>`;
    }
  }
  return out;
}

/** A row of gabled town houses between x0 and x1 standing on `base`. */
function townRow(ctx: Ctx, x0: number, x1: number, base: number, scale = 1): string {
  let out = '';
  let x = x0;
  while (x < x1) {
    const w = (46 + ctx.rnd() * 34) * scale;
    const h = (70 + ctx.rnd() * 70) * scale;
    const fill = ctx.rnd() > 0.5 ? ctx.p.building : ctx.p.buildingAlt;
    out += `<rect x="${r1(x)}" y="${r1(base - h)}" width="${r1(w)}" height="${r1(h)}" fill="${fill}"/>`;
    out += `<polygon points="${r1(x - 3)},${r1(base - h)} ${r1(x + w / 2)},${r1(base - h - w * 0.55)} ${r1(x + w + 3)},${r1(base - h)}" fill="${ctx.p.roof}"/>`;
    if (ctx.mood === 'winter') {
      out += `<polygon points="${r1(x + w * 0.2)},${r1(base - h - w * 0.11)} ${r1(x + w / 2)},${r1(base - h - w * 0.55)} ${r1(x + w * 0.8)},${r1(base - h - w * 0.11)}" fill="#fff"/>`;
    }
    out += windowsFor(ctx, x, base - h, w, h);
    x += w + 2;
  }
  return out;
}

/** Half-timbered fronts: light plaster crossed by dark beams. */
function timberedRow(ctx: Ctx, x0: number, x1: number, base: number): string {
  let out = '';
  let x = x0;
  const beam = ctx.mood === 'night' ? '#0d1326' : '#4a2e22';
  while (x < x1) {
    const w = 70 + ctx.rnd() * 30;
    const h = 110 + ctx.rnd() * 50;
    out += `<rect x="${r1(x)}" y="${r1(base - h)}" width="${r1(w)}" height="${r1(h)}" fill="${ctx.p.buildingAlt}"/>`;
    out += `<g stroke="${beam}" stroke-width="5" fill="none"><rect x="${r1(x)}" y="${r1(base - h)}" width="${r1(w)}" height="${r1(h)}"/><line x1="${r1(x)}" y1="${r1(base - h / 2)}" x2="${r1(x + w)}" y2="${r1(base - h / 2)}"/><line x1="${r1(x + w / 2)}" y1="${r1(base - h)}" x2="${r1(x + w / 2)}" y2="${base}"/><line x1="${r1(x)}" y1="${r1(base - h)}" x2="${r1(x + w / 2)}" y2="${r1(base - h / 2)}"/><line x1="${r1(x + w)}" y1="${r1(base - h)}" x2="${r1(x + w / 2)}" y2="${r1(base - h / 2)}"/></g>`;
    out += `<polygon points="${r1(x - 6)},${r1(base - h)} ${r1(x + w / 2)},${r1(base - h - 60)} ${r1(x + w + 6)},${r1(base - h)}" fill="${ctx.p.roof}"/>`;
    x += w + 4;
  }
  return out;
}

function tree(ctx: Ctx, x: number, base: number, s = 1): string {
  const leaf = ctx.mood === 'winter' ? '#dfe8ef' : ctx.mood === 'night' ? '#1e3a34' : '#2f6b45';
  return `<rect x="${r1(x - 3 * s)}" y="${r1(base - 24 * s)}" width="${r1(6 * s)}" height="${r1(24 * s)}" fill="#5b3a29"/><circle cx="${x}" cy="${r1(base - 38 * s)}" r="${r1(20 * s)}" fill="${leaf}"/>`;
}

/** A bridge of `n` stone arches from x0 to x1 whose deck is at `deck`. */
function archBridge(ctx: Ctx, x0: number, x1: number, deck: number, n: number, color = ctx.p.stone): string {
  const span = (x1 - x0) / n;
  let d = `M${x0} ${deck} L${x1} ${deck} L${x1} ${deck + 70}`;
  for (let i = n; i > 0; i -= 1) {
    const a = x0 + i * span;
    d += ` L${r1(a - span * 0.12)} ${deck + 70} Q${r1(a - span / 2)} ${deck + 10} ${r1(a - span * 0.88)} ${deck + 70}`;
  }
  d += ` L${x0} ${deck + 70} Z`;
  return `<path d="${d}" fill="${color}"/>`;
}

/** A slim concrete TV tower with its basket, as in Stuttgart and Düsseldorf. */
function tvTower(ctx: Ctx, x: number, base: number, top: number): string {
  const body = ctx.mood === 'night' ? '#8e9bc0' : '#d9d9d9';
  const basketY = top + (base - top) * 0.2;
  return `<polygon points="${x - 14},${base} ${x - 6},${basketY} ${x + 6},${basketY} ${x + 14},${base}" fill="${body}"/>
<rect x="${x - 24}" y="${r1(basketY - 26)}" width="48" height="26" rx="5" fill="${body}"/>
<rect x="${x - 24}" y="${r1(basketY - 18)}" width="48" height="6" fill="${ctx.p.window}" opacity="0.8"/>
<rect x="${x - 2}" y="${top}" width="4" height="${r1(basketY - 26 - top)}" fill="${body}"/>
<circle cx="${x}" cy="${top}" r="4" fill="${ctx.p.accent}"/>`;
}

// --- Landmarks -------------------------------------------------------------------------------------

function berlin(ctx: Ctx): string {
  const stone = ctx.p.stone;
  let gate = `<rect x="250" y="430" width="300" height="26" fill="${stone}"/><rect x="262" y="412" width="276" height="20" fill="${stone}"/>`;
  for (let i = 0; i < 6; i += 1)
    gate += `<rect x="${262 + i * 52}" y="456" width="16" height="${GROUND - 456}" fill="${stone}"/>`;
  gate += `<path d="M380 412 l10 -30 l20 0 l10 30 Z" fill="${ctx.mood === 'night' ? '#7b8a6a' : '#4f7a5a'}"/>`;
  const shaft = ctx.mood === 'night' ? '#9aa6c6' : '#dcdcdc';
  const tower = `<polygon points="812,${GROUND} 822,150 834,150 844,${GROUND}" fill="${shaft}"/>
<circle cx="828" cy="250" r="46" fill="${ctx.mood === 'night' ? '#aab3cf' : '#c8ccd2'}"/>
<rect x="782" y="246" width="92" height="8" fill="${ctx.p.window}" opacity="0.75"/>
<rect x="825" y="80" width="6" height="124" fill="#c0392b"/><rect x="825" y="80" width="6" height="18" fill="#eee"/>`;
  return townRow(ctx, 0, 230, GROUND, 0.9) + tower + townRow(ctx, 900, W, GROUND, 0.9) + gate;
}

function munich(ctx: Ctx): string {
  const brick = ctx.mood === 'night' ? '#5a3f4a' : '#a4553f';
  const dome = ctx.mood === 'night' ? '#3f6d6a' : '#4e8d7c';
  let church = `<rect x="470" y="380" width="260" height="${GROUND - 380}" fill="${brick}"/><polygon points="460,380 600,300 740,380" fill="${ctx.p.roof}"/>`;
  for (const x of [500, 660]) {
    church += `<rect x="${x}" y="220" width="70" height="${GROUND - 220}" fill="${brick}"/>`;
    church += `<ellipse cx="${x + 35}" cy="210" rx="38" ry="42" fill="${dome}"/><rect x="${x + 31}" y="150" width="8" height="30" fill="${dome}"/>`;
    church += windowsFor(
      { ...ctx, p: { ...ctx.p, window: ctx.mood === 'night' ? '#ffd66b' : '#2d3436' } },
      x + 10,
      260,
      50,
      200,
    );
  }
  return (
    mountains(ctx) +
    hills(ctx, 560, ctx.p.near, 20) +
    townRow(ctx, 0, 460, GROUND) +
    church +
    townRow(ctx, 740, W, GROUND)
  );
}

function frankfurt(ctx: Ctx): string {
  let towers = '';
  const glass = ctx.mood === 'night' ? '#2b4a7a' : ctx.mood === 'golden' ? '#c9875c' : '#7fa7c9';
  const shapes = [
    [300, 90, 300],
    [410, 70, 200],
    [500, 100, 120],
    [620, 80, 240],
    [720, 110, 160],
    [850, 70, 260],
  ] as const;
  for (const [x, w, top] of shapes) {
    towers += `<rect x="${x}" y="${top}" width="${w}" height="${620 - top}" fill="${glass}"/>`;
    towers += `<rect x="${x}" y="${top}" width="${w / 3}" height="${620 - top}" fill="#fff" opacity="0.12"/>`;
    towers += windowsFor(ctx, x, top, w, 620 - top);
  }
  // The Messeturm's pyramid cap.
  towers += `<polygon points="500,120 550,60 600,120" fill="${ctx.p.accent}"/>`;
  const bridge = `<path d="M0 650 Q600 560 1200 650" stroke="${ctx.p.stone}" stroke-width="10" fill="none"/><line x1="0" y1="650" x2="1200" y2="650" stroke="${ctx.p.stone}" stroke-width="8"/>`;
  return townRow(ctx, 0, 300, 620, 0.8) + towers + townRow(ctx, 960, W, 620, 0.8) + water(ctx, 620) + bridge;
}

function stuttgart(ctx: Ctx): string {
  let vines = '';
  const vine = ctx.mood === 'winter' ? '#b7c4cf' : ctx.mood === 'night' ? '#23412f' : '#6a994e';
  for (let y = 520; y < 700; y += 18) {
    for (let x = 20; x < W; x += 40)
      vines += `<rect x="${x + (y % 36 === 0 ? 0 : 20)}" y="${y}" width="24" height="5" rx="2" fill="${vine}"/>`;
  }
  return (
    hills(ctx, 430, ctx.p.far, 80) +
    tvTower(ctx, 760, 470, 130) +
    hills(ctx, 520, ctx.p.near, 40) +
    vines +
    townRow(ctx, 0, W, 760, 0.8) +
    tree(ctx, 120, 520, 1.4) +
    tree(ctx, 1050, 520, 1.2)
  );
}

function cologne(ctx: Ctx): string {
  const stone = ctx.mood === 'night' ? '#4d5677' : ctx.mood === 'golden' ? '#8a6a58' : '#6f6a66';
  let cathedral = `<rect x="430" y="380" width="340" height="${GROUND - 380}" fill="${stone}"/><polygon points="430,380 600,330 770,380" fill="${stone}"/>`;
  for (const x of [440, 680]) {
    cathedral += `<rect x="${x}" y="190" width="80" height="${GROUND - 190}" fill="${stone}"/>`;
    cathedral += `<polygon points="${x - 4},190 ${x + 40},40 ${x + 84},190" fill="${stone}"/>`;
    cathedral += `<rect x="${x + 30}" y="250" width="20" height="60" rx="10" fill="${ctx.p.window}" opacity="0.8"/>`;
  }
  cathedral += `<circle cx="600" cy="430" r="34" fill="${ctx.p.window}" opacity="0.7"/>`;
  const bridge = `<g fill="none" stroke="${ctx.mood === 'night' ? '#7f8bb0' : '#3d4a3f'}" stroke-width="8"><path d="M0 690 Q150 610 300 690 Q450 610 600 690 Q750 610 900 690 Q1050 610 1200 690"/><line x1="0" y1="690" x2="1200" y2="690"/></g>`;
  return (
    townRow(ctx, 0, 420, 620, 0.9) + cathedral + townRow(ctx, 780, W, 620, 0.9) + water(ctx, 620) + bridge
  );
}

function dusseldorf(ctx: Ctx): string {
  const colours = ['#f1f1f1', '#b5523b', ctx.p.stone];
  let gehry = '';
  colours.forEach((c, i) => {
    const x = 620 + i * 150;
    gehry += `<path d="M${x} ${GROUND} L${x} 400 Q${x + 40} 360 ${x + 70} 400 Q${x + 100} 440 ${x + 130} 390 L${x + 130} ${GROUND} Z" fill="${c}"/>`;
    gehry += windowsFor(ctx, x, 420, 130, GROUND - 420);
  });
  return townRow(ctx, 0, 560, GROUND) + tvTower(ctx, 420, GROUND, 110) + gehry + water(ctx, GROUND);
}

function hamburg(ctx: Ctx): string {
  const brick = ctx.mood === 'night' ? '#5b3a3a' : '#9b4a3a';
  const glass = ctx.mood === 'night' ? '#6d86b8' : '#bcd4e6';
  const elphi = `<rect x="420" y="420" width="380" height="${GROUND - 420}" fill="${brick}"/>
${windowsFor(ctx, 420, 420, 380, GROUND - 420)}
<path d="M420 420 L420 300 Q470 250 520 300 Q580 220 640 290 Q700 230 760 290 Q790 260 800 280 L800 420 Z" fill="${glass}"/>
<path d="M420 330 L800 330" stroke="#fff" stroke-width="2" opacity="0.5"/>`;
  let cranes = '';
  for (const x of [120, 980]) {
    cranes += `<g stroke="${ctx.mood === 'night' ? '#c9a227' : '#d4a017'}" stroke-width="8" fill="none"><line x1="${x}" y1="${GROUND}" x2="${x}" y2="260"/><line x1="${x - 60}" y1="270" x2="${x + 170}" y2="270"/><line x1="${x}" y1="260" x2="${x + 120}" y2="270"/><line x1="${x + 140}" y1="270" x2="${x + 140}" y2="380"/></g>`;
  }
  const ship = `<path d="M820 690 L1100 690 L1070 730 L850 730 Z" fill="${ctx.p.accent}"/><rect x="880" y="660" width="150" height="30" fill="${ctx.p.buildingAlt}"/>`;
  return (
    cranes +
    townRow(ctx, 200, 410, GROUND, 0.8) +
    elphi +
    townRow(ctx, 810, 960, GROUND, 0.8) +
    water(ctx, GROUND) +
    ship
  );
}

function nuremberg(ctx: Ctx): string {
  const rock = ctx.mood === 'night' ? '#3d3550' : '#8c6d5a';
  const wall = ctx.mood === 'night' ? '#6b6480' : '#c2a583';
  const castle = `<polygon points="250,${GROUND} 330,380 820,360 920,${GROUND}" fill="${rock}"/>
<rect x="360" y="260" width="420" height="110" fill="${wall}"/>
<rect x="400" y="160" width="70" height="200" fill="${wall}"/><polygon points="392,160 435,100 478,160" fill="${ctx.p.roof}"/>
<rect x="640" y="190" width="90" height="170" fill="${wall}"/><polygon points="632,190 685,120 738,190" fill="${ctx.p.roof}"/>
${windowsFor(ctx, 360, 270, 420, 90)}`;
  return castle + timberedRow(ctx, 0, W, 720);
}

function dresden(ctx: Ctx): string {
  const stone = ctx.mood === 'night' ? '#8a8fae' : '#d8c9a8';
  const dome = `<rect x="470" y="400" width="260" height="${GROUND - 400}" fill="${stone}"/>
<path d="M480 400 Q480 250 600 230 Q720 250 720 400 Z" fill="${stone}"/>
<rect x="578" y="170" width="44" height="70" fill="${stone}"/><polygon points="574,170 600,120 626,170" fill="${stone}"/>
${windowsFor(ctx, 480, 410, 240, GROUND - 420)}`;
  return (
    townRow(ctx, 0, 460, 620) +
    dome +
    townRow(ctx, 740, W, 620) +
    water(ctx, 620) +
    archBridge(ctx, 0, W, 640, 7)
  );
}

function heidelberg(ctx: Ctx): string {
  const red = ctx.mood === 'night' ? '#6b3b4a' : '#b5533c';
  const castle = `<rect x="640" y="250" width="300" height="150" fill="${red}"/>
<rect x="600" y="200" width="80" height="200" fill="${red}"/><rect x="900" y="230" width="70" height="170" fill="${red}"/>
${windowsFor({ ...ctx, p: { ...ctx.p, window: ctx.mood === 'night' ? '#ffd66b' : '#3b2a2a' } }, 640, 260, 300, 130)}`;
  return (
    hills(ctx, 360, ctx.p.near, 60) +
    castle +
    hills(ctx, 470, ctx.p.far, 30) +
    townRow(ctx, 0, W, 620, 0.85) +
    water(ctx, 620) +
    archBridge(ctx, 100, 1100, 630, 5, red)
  );
}

function fussen(ctx: Ctx): string {
  const white = ctx.mood === 'night' ? '#c7cbe0' : '#f4f1ea';
  const blue = ctx.mood === 'night' ? '#3f5b8a' : '#476c9b';
  let castle = `<polygon points="380,${GROUND} 450,470 820,460 880,${GROUND}" fill="${ctx.p.near}"/><rect x="480" y="300" width="300" height="170" fill="${white}"/>`;
  const turrets = [
    [470, 230, 40],
    [560, 170, 50],
    [680, 250, 36],
    [770, 210, 44],
  ] as const;
  for (const [x, top, w] of turrets) {
    castle += `<rect x="${x}" y="${top}" width="${w}" height="${470 - top}" fill="${white}"/><polygon points="${x - 6},${top} ${x + w / 2},${top - 70} ${x + w + 6},${top}" fill="${blue}"/>`;
  }
  castle += windowsFor(
    { ...ctx, p: { ...ctx.p, window: ctx.mood === 'night' ? '#ffd66b' : '#5b6b7f' } },
    480,
    320,
    300,
    140,
  );
  return (
    mountains(ctx) +
    castle +
    hills(ctx, 620, ctx.p.ground, 30) +
    tree(ctx, 200, 640, 1.6) +
    tree(ctx, 300, 660, 1.3) +
    tree(ctx, 1000, 650, 1.5)
  );
}

function lubeck(ctx: Ctx): string {
  const brick = ctx.mood === 'night' ? '#5a3535' : '#9c4532';
  const roof = ctx.mood === 'winter' ? '#e8eef3' : '#3b5b4a';
  const gate = `<rect x="420" y="360" width="360" height="${GROUND - 360}" fill="${brick}"/>
<rect x="400" y="300" width="110" height="${GROUND - 300}" fill="${brick}"/><polygon points="394,300 455,190 516,300" fill="${roof}"/>
<rect x="690" y="300" width="110" height="${GROUND - 300}" fill="${brick}"/><polygon points="684,300 745,190 806,300" fill="${roof}"/>
<path d="M560 ${GROUND} L560 500 Q600 450 640 500 L640 ${GROUND} Z" fill="#2b1b17"/>
${windowsFor(ctx, 420, 380, 360, 100)}`;
  return townRow(ctx, 0, 390, GROUND) + gate + townRow(ctx, 810, W, GROUND) + water(ctx, 640);
}

function genericTown(ctx: Ctx): string {
  return (
    hills(ctx, 470, ctx.p.far, 50) +
    townRow(ctx, 0, W, GROUND) +
    tree(ctx, 150, GROUND, 1.3) +
    tree(ctx, 1000, GROUND, 1.2)
  );
}

const scenes: Record<string, (ctx: Ctx) => string> = {
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
  fussen,
  lubeck,
};

export const sceneNames = Object.keys(scenes);

/** An SVG picture of `scene` (a key of `scenes`; anything else is a generic town) in a mood. */
export function renderScene(scene: string, variant: number): string {
  const mood = moodOf(variant);
  const ctx: Ctx = { p: palettes[mood], mood, rnd: random(`${scene}:${variant}`) };
  const draw = scenes[scene] ?? genericTown;
  // Sky first (it consumes random numbers for stars), then the ground, then the city in front.
  const body = sky(ctx) + ground(ctx) + draw(ctx);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${body}</svg>`;
}
