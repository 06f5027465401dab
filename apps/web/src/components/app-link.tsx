import type { MouseEvent, Ref } from 'react';
import { Link, useLocation, useNavigate, type LinkProps } from 'react-router';
import { followHashLink, hashLinkTarget } from '../lib/hash-link';

type AppLinkProps = Omit<LinkProps, 'to'> & { to: string; ref?: Ref<HTMLAnchorElement> };

function isModifiedClick(event: MouseEvent) {
  return event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
}

/** A router link that, for "/#id" targets, scrolls smoothly to that section of the home page. */
export function AppLink({ to, onClick, ref, ...rest }: AppLinkProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const targetId = hashLinkTarget(to);

  return (
    <Link
      ref={ref}
      to={to}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || targetId === undefined || isModifiedClick(event)) return;
        event.preventDefault();
        followHashLink(targetId, pathname, navigate);
      }}
      {...rest}
    />
  );
}
