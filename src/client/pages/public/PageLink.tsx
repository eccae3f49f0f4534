import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { go } from '../../nav';

/**
 * A link between pages of the app that works with or without the router loaded (nav.ts `go`):
 * a real href for crawlers, new tabs and modified clicks; a plain click moves without a reload.
 */
export function PageLink({ to, onClick, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { to: string }) {
  const follow = (e: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(e);
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    go(to);
  };
  return <a href={to} {...rest} onClick={follow} />;
}
