import { type RefObject, startTransition, useEffect, useState } from "react";
import { whenIdle } from "./idle-queue";

/**
 * For content the server leaves out below the first screen (docs/decisions/0012-scripts-after-paint.md):
 * `initially` on the first render, then true for good once the browser is idle or the element comes within a
 * screen of view, unless `held`. The change renders as a transition, so it gives way to anything the visitor
 * does meanwhile.
 */
export function useShownWhenIdle(ref: RefObject<Element | null>, initially: boolean, held: boolean): boolean {
  const [shown, setShown] = useState(initially);
  useEffect(() => {
    const element = ref.current;
    if (shown || held || !element) return;
    const show = () => startTransition(() => setShown(true));
    const cancel = whenIdle(show);
    const near = new IntersectionObserver(
      (entries) => entries.some((entry) => entry.isIntersecting) && show(),
      {
        rootMargin: "100% 0px",
      },
    );
    near.observe(element);
    return () => {
      cancel();
      near.disconnect();
    };
  }, [ref, shown, held]);
  return shown;
}
