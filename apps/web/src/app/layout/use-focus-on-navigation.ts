import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * After a move to another page, keyboard and screen-reader users continue from the new page's content rather
 * than from wherever the old page left focus (often a link that no longer exists, which sends Tab to the footer).
 * A page that has focused something of its own keeps it.
 */
export function useFocusOnNavigation<T extends HTMLElement>() {
  const target = useRef<T>(null);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    const main = target.current;
    if (main && !main.contains(document.activeElement)) main.focus({ preventScroll: true });
  }, [pathname]);
  return target;
}
