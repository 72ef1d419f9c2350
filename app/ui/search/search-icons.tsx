/** Icons of the results page (decorative: the control carries the name). */
import { iconAttributes } from '../icons';
const common = iconAttributes;

export function FilterIcon({ size = 20 }: { size?: number }) {
  return (
    <svg {...common(size)}>
      <path d="M4 6h16M7 12h10M10 18h4" />
    </svg>
  );
}

export function MapIcon({ size = 20 }: { size?: number }) {
  return (
    <svg {...common(size)}>
      <path d="M9 4L3 6v14l6-2 6 2 6-2V4l-6 2-6-2zM9 4v14M15 6v14" />
    </svg>
  );
}

export function SortIcon({ size = 20 }: { size?: number }) {
  return (
    <svg {...common(size)}>
      <path d="M7 4v16M7 20l-3-3M7 20l3-3M17 20V4M17 4l-3 3M17 4l3 3" />
    </svg>
  );
}

export function ChevronIcon({ size = 20, direction }: { size?: number; direction: 'left' | 'right' }) {
  return (
    <svg {...common(size)}>
      <path d={direction === 'left' ? 'M15 6l-6 6 6 6' : 'M9 6l6 6-6 6'} />
    </svg>
  );
}

export function StarIcon({ size = 14 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" fill="currentColor" aria-hidden focusable={false}>
      <path d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z" />
    </svg>
  );
}
