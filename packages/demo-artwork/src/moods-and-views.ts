import { WIDTH } from './canvas';

// ---------------------------------------------------------------------------------------------
// Moods (light and season) and views (framing)

type MoodName = 'day' | 'golden' | 'night' | 'winter' | 'dusk' | 'morning';

export interface Mood {
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

export const MOODS: readonly Mood[] = [
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

export const LIT = ['#ffd479', '#ffe6a8', '#ffc35a'] as const;

export interface View {
  flip: boolean;
  zoom: number;
  fx: number;
  fy: number;
}

export const FRAMINGS: readonly { flip: boolean; zoom: number }[] = [
  { flip: false, zoom: 1 },
  { flip: false, zoom: 1.28 },
  { flip: true, zoom: 1 },
  { flip: true, zoom: 1.12 },
  { flip: false, zoom: 1.42 },
  { flip: true, zoom: 1.2 },
];

export function viewMatrix(v: View): { a: number; e: number; d: number; f: number } {
  const a = v.flip ? -v.zoom : v.zoom;
  const e = v.flip ? WIDTH - v.fx * (1 - v.zoom) : v.fx * (1 - v.zoom);
  return { a, e, d: v.zoom, f: v.fy * (1 - v.zoom) };
}
