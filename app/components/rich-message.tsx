import type { ReactNode } from "react";
import type { I18n, Values } from "~/i18n/runtime";

// Messages with one marked part, "<0>Rating </0>{rating}", rendered without Lingui's Trans: Trans would put
// 0.9 kB into the scripts every page loads (docs/decisions/0025-interface-languages.md). The language decides
// where the marked part goes and what it holds; the component decides what element it is. Also messages with a
// person's name in them (`named`), the name put in as it is.

/** Stands for catalogue text in a message, so that text is put in as it is and never read as markup. */
export const SLOT = "\u0000";

/**
 * `message` (from `i18n._`, with SLOT as the value of at most one placeholder) as nodes: the part between <0>
 * and </0> wrapped by `wrap`, and `slot` where SLOT stands. A message without the marks is just its text.
 */
export function richMessage(
  message: string,
  wrap: (children: ReactNode) => ReactNode,
  slot?: ReactNode,
): ReactNode {
  const fill = (text: string): ReactNode => {
    const [head, tail] = text.split(SLOT);
    return tail === undefined ? (
      head
    ) : (
      <>
        {head}
        {slot}
        {tail}
      </>
    );
  };
  const [before = "", marked, after = ""] = message.split(/<0>|<\/0>/);
  return (
    <>
      {fill(before)}
      {marked === undefined ? null : wrap(fill(marked))}
      {fill(after)}
    </>
  );
}

/**
 * A message with a member's {name} in it, the name isolated (<bdi>): a name in Arabic inside an English sentence,
 * or a Latin one in Arabic, then keeps its own direction and does not drag the punctuation around it along.
 */
export function named(i18n: I18n, id: string, name: string, values: Values = {}): ReactNode {
  const [before, after = ""] = i18n._(id, { ...values, name: SLOT }).split(SLOT);
  return (
    <>
      {before}
      <bdi>{name}</bdi>
      {after}
    </>
  );
}
