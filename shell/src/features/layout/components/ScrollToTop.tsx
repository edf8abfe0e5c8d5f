// A page opened from a link or a button starts at its top. BrowserRouter keeps the window's scroll from one
// page to the next (only a data router has ScrollRestoration), so a person who scrolled the landing page
// down to "Continue as guest" met the dashboard scrolled to its bottom, and a footer link opened the privacy
// policy at its end. Back and forward are left to the browser, which puts the page where it was.
import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';

export function ScrollToTop(): null {
  const { pathname, hash } = useLocation();
  const navigation = useNavigationType();
  const page = useRef(pathname);
  useLayoutEffect(() => {
    // A change of the query or the hash alone (a filter, a date) keeps the scroll: it is the same page.
    if (page.current === pathname) return;
    page.current = pathname;
    // A link to a place in the page (#section) goes there, not to the top.
    if (navigation === 'POP' || hash) return;
    window.scrollTo(0, 0);
  }, [pathname, hash, navigation]);
  return null;
}
