import { useState } from 'react';
import { Link } from '../../lib/router';
import { GermanyShape, MAP_VIEWBOX, MAP_WIDTH, project } from './germany-shape';
import { destinationPath, isOnMap, northToSouth, type LocatedPlace } from './places';
import { type GermanyMapProps } from './types';

/* Sizes in viewBox units: the map is 600 wide, shown 340 to 450 px wide, so 1 unit ≈ 0.6–0.75 px. */
const DOT = 8;
const HIGHLIGHT_DOT = 11;
const HIGHLIGHT_RING = 17;
/**
 * The invisible target around each dot: at least 24 CSS px across (WCAG 2.5.8) down to a 320 px
 * phone, where the map is about 288 px wide (52 units ≈ 25 px). Where two places lie closer than
 * that (Cologne and Düsseldorf), the later marker's target covers part of the earlier one's; the
 * list of places under the map holds every one as an ordinary link.
 */
const TARGET = 26;
/** Space between a dot (or the highlighted ring) and the focus ring around it. */
const FOCUS_GAP = 7;
const LABEL_SIZE = 22;
const LABEL_GAP = 16;

interface Marker extends LocatedPlace {
  x: number;
  y: number;
}

function toMarkers(places: GermanyMapProps['places']): Marker[] {
  return northToSouth(places)
    .filter(isOnMap)
    .map((place) => ({ ...place, ...project(place.latitude, place.longitude) }))
    .filter(({ x, y }) => Number.isFinite(x) && Number.isFinite(y));
}

/** A name beside its dot, kept inside the frame: right of the dot in the west, left of it in the east. */
function MarkerLabel({ marker, highlighted }: { marker: Marker; highlighted: boolean }) {
  const anchor = marker.x < MAP_WIDTH * 0.3 ? 'start' : marker.x > MAP_WIDTH * 0.7 ? 'end' : 'middle';
  const above = marker.y > LABEL_SIZE * 2.5;
  const gap = highlighted ? HIGHLIGHT_RING + 6 : LABEL_GAP;
  return (
    <text
      x={marker.x}
      y={above ? marker.y - gap : marker.y + gap + LABEL_SIZE * 0.8}
      textAnchor={anchor}
      fontSize={LABEL_SIZE}
      // A white halo under the letters keeps the name readable over borders and other dots.
      paintOrder="stroke"
      stroke="white"
      strokeWidth={6}
      strokeLinejoin="round"
      className="pointer-events-none fill-base-content font-semibold"
    >
      {marker.name}
    </text>
  );
}

/**
 * Germany with its states and one marker per place: each marker a link to the place's page, named
 * by it, labelled on hover and on keyboard focus. The highlighted place (the page being shown) is
 * larger, ringed and always labelled, so it stands out without relying on colour.
 */
export function GermanyMap({ places, highlightId, label }: Omit<GermanyMapProps, 'className'>) {
  // The marker under the pointer or the keyboard focus: its name is shown on top of everything.
  const [activeId, setActiveId] = useState<string | null>(null);
  const markers = toMarkers(places);
  const highlighted = markers.find((marker) => marker.id === highlightId);
  const active = markers.find((marker) => marker.id === activeId && marker.id !== highlightId);
  const leave = (id: string) => setActiveId((current) => (current === id ? null : current));

  return (
    <svg
      viewBox={MAP_VIEWBOX}
      role="group"
      aria-label={label}
      className="absolute inset-0 h-full w-full overflow-visible"
    >
      <GermanyShape />
      {markers.map((marker) => {
        const isHighlighted = marker.id === highlightId;
        return (
          <Link
            key={marker.id}
            to={destinationPath(marker.id)}
            aria-label={marker.name}
            aria-current={isHighlighted ? 'page' : undefined}
            data-highlighted={isHighlighted ? 'true' : undefined}
            className="group cursor-pointer scroll-my-24 outline-none"
            onFocus={(event) => {
              setActiveId(marker.id);
              // Chromium does not scroll a focused SVG link into view by itself, as it does HTML ones.
              event.currentTarget.scrollIntoView({ block: 'nearest', inline: 'nearest' });
            }}
            onBlur={() => leave(marker.id)}
            onPointerEnter={() => setActiveId(marker.id)}
            onPointerLeave={() => leave(marker.id)}
          >
            <circle cx={marker.x} cy={marker.y} r={TARGET} fill="transparent" />
            {/*
              The focus ring, drawn by us since SVG links get no outline. Dark rather than the page's
              usual orange, which here marks the highlighted place; fainter under the pointer.
            */}
            <circle
              cx={marker.x}
              cy={marker.y}
              r={isHighlighted ? HIGHLIGHT_RING + FOCUS_GAP : DOT + FOCUS_GAP}
              fill="none"
              strokeWidth={3.5}
              className="stroke-base-content opacity-0 group-hover:opacity-50 group-focus-visible:opacity-100"
            />
            <circle
              cx={marker.x}
              cy={marker.y}
              r={isHighlighted ? HIGHLIGHT_DOT : DOT}
              strokeWidth={2.5}
              className={isHighlighted ? 'fill-secondary stroke-white' : 'fill-primary stroke-white'}
            />
          </Link>
        );
      })}
      {/* On top of every other dot: the highlighted place (ringed) and the names being shown. */}
      <g aria-hidden="true" className="pointer-events-none">
        {highlighted && (
          <>
            <circle
              cx={highlighted.x}
              cy={highlighted.y}
              r={HIGHLIGHT_RING}
              fill="none"
              strokeWidth={3}
              className="stroke-secondary"
            />
            <circle
              cx={highlighted.x}
              cy={highlighted.y}
              r={HIGHLIGHT_DOT}
              strokeWidth={2.5}
              className="fill-secondary stroke-white"
            />
            <MarkerLabel marker={highlighted} highlighted />
          </>
        )}
        {active && <MarkerLabel marker={active} highlighted={false} />}
      </g>
    </svg>
  );
}
