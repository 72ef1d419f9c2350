/** Map colours shared by the static SVG and the interactive map: land, sea, borders (ADR 007), other hotels. */
export const mapColors = {
  sea: '#cfe3ea',
  land: '#f4efe4',
  border: '#a8a29e',
  dot: '#0b3d3a',
} as const;
