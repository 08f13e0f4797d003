import { useEffect, useRef } from "react";

/**
 * Scrolls the window to the top whenever `key` changes after the first render (spec §2: explore pages
 * scroll to the top when the page or category changes). Smooth, unless the visitor prefers reduced motion.
 */
export function useScrollToTopOnChange(key: string): void {
  const previous = useRef(key);
  useEffect(() => {
    if (previous.current === key) return;
    previous.current = key;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    window.scrollTo({ top: 0, behavior: reduce ? "auto" : "smooth" });
  }, [key]);
}
