/**
 * SVG scenes of German cities, drawn by us for the demo content. scripts/render-demo-images.ts turns
 * them into WebP files once (cached by content); the server only copies the finished files.
 *
 * Each scene is a small composition of shared helpers (sky, hills, water with reflections, rows of
 * buildings, trees) around the city's landmark drawn with simple shapes. The variant chooses the
 * light (day, golden hour, night, winter, dusk, misty morning) and the viewpoint (close-up or
 * mirrored), and seeds the random generator, so the same input always gives the same picture.
 */
import { berlin } from './berlin';
import { HEIGHT, WIDTH } from './canvas';
import { cologne } from './cologne';
import { dresden } from './dresden';
import { dusseldorf } from './dusseldorf';
import { frankfurt } from './frankfurt';
import { genericTown } from './generic-town';
import { hamburg } from './hamburg';
import { heidelberg } from './heidelberg';
import { lubeck } from './lubeck';
import { FRAMINGS, type Mood, MOODS, type View, viewMatrix } from './moods-and-views';
import { munich } from './munich';
import { neuschwansteinScene } from './neuschwanstein';
import { nuremberg } from './nuremberg';
import { Painter } from './painter';
import { hashString, mulberry32 } from './palette-and-random';
import type { SceneDef } from './scene-def';
import { celestial, clouds, sky } from './sky';
import { stuttgart } from './stuttgart';
import { dots, rect, s } from './svg';
import { water } from './terrain';

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
