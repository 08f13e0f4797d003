import { useEffect, useRef } from "react";

/**
 * Focus for a view that replaces another inside the profile dialog: the control that had it is gone, and a
 * keyboard or remote user must land in the new view, not on the page's body.
 */
export function useFocusFirst<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  return ref;
}
