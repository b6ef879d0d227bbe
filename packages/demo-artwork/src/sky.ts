import { HEIGHT, WIDTH } from './canvas';
import type { Painter } from './painter';
import { mix } from './palette-and-random';
import { circle, dots, ellipse, rect } from './svg';

// ---------------------------------------------------------------------------------------------
// Sky, sun, moon, stars, clouds

export interface Light {
  x: number;
  y: number;
  color: string;
}

export function sky(p: Painter): string {
  const [top, mid, bottom] = p.mood.sky;
  const fill = p.band(0, 640, [
    [0, top],
    [0.55, mid],
    [1, bottom],
  ]);
  return rect(0, 0, WIDTH, HEIGHT, fill);
}

/** Sun, moon and stars, in screen space (not moved by the view). Returns the light's position. */
export function celestial(
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

export function clouds(p: Painter, sun: Light | null, focusX: number): string {
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
