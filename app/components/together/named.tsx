import type { ReactNode } from "react";
import type { I18n, Values } from "~/i18n/runtime";

/** Stands for the name in the message, so that a name is put in as it is and never read as markup. */
const NAME = "\u0000";

/**
 * A message with a member's {name} in it, the name isolated (<bdi>): a name in Arabic inside an English sentence,
 * or a Latin one in Arabic, then keeps its own direction and does not drag the punctuation around it along.
 * (Not rich-message.tsx: sharing it would split it out of the watch page's first-load chunk into a file of its
 * own, which costs that first load a request and bytes.)
 */
export function named(i18n: I18n, id: string, name: string, values: Values = {}): ReactNode {
  const [before, after = ""] = i18n._(id, { ...values, name: NAME }).split(NAME);
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after}
    </>
  );
}
