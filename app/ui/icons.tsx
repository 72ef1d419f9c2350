// One cached sprite file instead of inline paths: each icon costs one short <use> in the HTML.
// `no-inline` keeps it a file: an external <use> cannot point into a data: URL.
import spriteUrl from './icons.svg?url&no-inline';

/** The symbols of the sprite (app/ui/icons.svg). */
export type IconName =
  | 'gift'
  | 'user'
  | 'help'
  | 'menu'
  | 'close'
  | 'chevron-down'
  | 'chevron-left'
  | 'chevron-right'
  | 'arrow-right'
  | 'search'
  | 'pin'
  | 'filter'
  | 'map'
  | 'sort'
  | 'star'
  | 'check'
  | 'info'
  | 'no-results'
  | 'usp-star'
  | 'usp-calendar'
  | 'usp-support'
  | 'usp-lock'
  | 'usp-card'
  | 'usp-bike'
  | 'usp-bed'
  | 'usp-check';

interface IconProps {
  size?: number;
}

/** A decorative icon from the sprite: the link or button around it carries the name. */
export function Icon({ name, size = 24, className }: IconProps & { name: IconName; className?: string }) {
  return (
    <svg className={className} width={size} height={size} aria-hidden="true">
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}

export const GiftIcon = ({ size = 22 }: IconProps) => <Icon name="gift" size={size} />;
export const UserIcon = ({ size = 22 }: IconProps) => <Icon name="user" size={size} />;
export const HelpIcon = ({ size = 22 }: IconProps) => <Icon name="help" size={size} />;
export const MenuIcon = ({ size = 24 }: IconProps) => <Icon name="menu" size={size} />;
export const CloseIcon = ({ size = 24 }: IconProps) => <Icon name="close" size={size} />;
export const ChevronDownIcon = ({ size = 16 }: IconProps) => <Icon name="chevron-down" size={size} />;
export const ArrowRightIcon = ({ size = 18 }: IconProps) => <Icon name="arrow-right" size={size} />;
export const SearchIcon = ({ size = 20 }: IconProps) => <Icon name="search" size={size} />;
export const PinIcon = ({ size = 20 }: IconProps) => <Icon name="pin" size={size} />;

const USP_ICONS: Record<string, IconName> = {
  gift: 'gift',
  star: 'usp-star',
  quality: 'usp-star',
  calendar: 'usp-calendar',
  flexible: 'usp-calendar',
  phone: 'usp-support',
  support: 'usp-support',
  help: 'usp-support',
  lock: 'usp-lock',
  secure: 'usp-lock',
  payment: 'usp-lock',
  card: 'usp-card',
  instalments: 'usp-card',
  activity: 'usp-bike',
  bike: 'usp-bike',
  hotel: 'usp-bed',
  bed: 'usp-bed',
};

/** USP icons by CMS icon name; unknown names get a check mark. */
export function UspIcon({ name, size = 28 }: IconProps & { name?: string }) {
  return <Icon name={(name && USP_ICONS[name]) || 'usp-check'} size={size} />;
}
