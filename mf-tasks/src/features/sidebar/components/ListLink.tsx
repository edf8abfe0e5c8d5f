// "See all tasks": a router link inside the shell (no page reload), a plain link on a page without a router.
import type { ReactNode } from 'react';
import { Link, useInRouterContext } from 'react-router-dom';

export function ListLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  const inRouter = useInRouterContext();
  return inRouter ? (
    <Link to={href} className={className}>
      {children}
    </Link>
  ) : (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
