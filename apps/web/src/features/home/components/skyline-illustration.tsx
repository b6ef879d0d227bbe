/**
 * Our own drawing of a German skyline (TV tower, cathedral spires, gabled houses) for the hero.
 * Decorative: the hero's text says everything, so it is hidden from assistive technology.
 */
export function SkylineIllustration({ className = '' }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 1200 260"
      preserveAspectRatio="xMidYMax slice"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      <g fill="#0a3a47">
        {/* rolling hills */}
        <path
          d="M0 200 C150 150 300 190 450 170 S750 140 900 175 1100 160 1200 150 V260 H0z"
          opacity="0.55"
        />
      </g>
      <g fill="#072c36">
        {/* gabled houses */}
        <path d="M40 260V190l30-30 30 30v70zM100 260v-55l25-25 25 25v55zM150 260v-80l35-35 35 35v80z" />
        {/* cathedral with two spires */}
        <path d="M300 260V150l18-70 18 70v-10h40v10l18-70 18 70v110z" />
        <rect x="326" y="190" width="60" height="70" />
        {/* TV tower */}
        <rect x="595" y="40" width="10" height="220" />
        <circle cx="600" cy="95" r="22" />
        <rect x="598" y="10" width="4" height="35" />
        {/* city gate with columns */}
        <path d="M760 260v-70h150v70h-20v-50h-20v50h-25v-50h-20v50h-25v-50h-20v50z" />
        <rect x="750" y="176" width="170" height="16" />
        <path d="M815 176l20-16 20 16z" />
        {/* half-timbered row */}
        <path d="M960 260v-85l30-30 30 30v85zM1020 260v-70l25-25 25 25v70zM1070 260v-95l35-35 35 35v95zM1140 260v-60l30-30 30 30v60z" />
        {/* ground */}
        <rect x="0" y="250" width="1200" height="10" />
      </g>
      <g fill="#f6c453" opacity="0.85">
        {/* a few lit windows */}
        <rect x="180" y="200" width="8" height="10" />
        <rect x="1100" y="185" width="8" height="10" />
        <rect x="1045" y="205" width="8" height="10" />
        <rect x="64" y="210" width="8" height="10" />
      </g>
    </svg>
  );
}
