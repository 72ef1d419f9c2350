/** Icons of the results page (decorative: the control carries the name). */
import { Icon } from '../icons';

export const FilterIcon = ({ size = 20 }: { size?: number }) => <Icon name="filter" size={size} />;
export const MapIcon = ({ size = 20 }: { size?: number }) => <Icon name="map" size={size} />;
export const SortIcon = ({ size = 20 }: { size?: number }) => <Icon name="sort" size={size} />;
export const ChevronIcon = ({ size = 20, direction }: { size?: number; direction: 'left' | 'right' }) => (
  <Icon name={direction === 'left' ? 'chevron-left' : 'chevron-right'} size={size} />
);
