/** SVG scenes of German cities, drawn by us; seed/index.ts renders them to WebP. */
export function renderScene(scene: string, variant: number): string {
  const hue = [...scene].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 360, variant * 47);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
  <defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1">
    <stop offset="0" stop-color="hsl(${hue},70%,70%)"/><stop offset="1" stop-color="hsl(${(hue + 40) % 360},80%,88%)"/>
  </linearGradient></defs>
  <rect width="1200" height="800" fill="url(#sky)"/>
  <rect y="560" width="1200" height="240" fill="hsl(${(hue + 180) % 360},30%,30%)"/>
</svg>`;
}
