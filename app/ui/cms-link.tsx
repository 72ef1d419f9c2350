import type { ReactNode } from 'react';

/** A link the CMS placed: it opens in a new tab when the CMS says so, without giving that tab the opener. */
export function CmsLink({
  href,
  newTab,
  className,
  children,
}: {
  href: string;
  newTab?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a
      className={className}
      href={href}
      target={newTab ? '_blank' : undefined}
      rel={newTab ? 'noopener' : undefined}
    >
      {children}
    </a>
  );
}
