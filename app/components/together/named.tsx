import type { ReactNode } from "react";
import { richMessage, SLOT } from "~/components/rich-message";
import type { I18n, Values } from "~/i18n/runtime";

/**
 * A message with a member's {name} in it, the name isolated (<bdi>): a name in Arabic inside an English sentence,
 * or a Latin one in Arabic, then keeps its own direction and does not drag the punctuation around it along.
 */
export function named(i18n: I18n, id: string, name: string, values: Values = {}): ReactNode {
  return richMessage(i18n._(id, { ...values, name: SLOT }), (children) => children, <bdi>{name}</bdi>);
}
