import { type ReactNode, useMemo, useRef, useState } from "react";
import type { TitleKind } from "~/catalogue/types";
import { useLingui } from "~/i18n/i18n";
import { isNotInterested, markNotInterested, useNotInterested } from "~/local/not-interested";
import type { RowItem } from "../collection-row";
import type { MediaCardProps } from "../media-card";
import { NotInterestedUndo } from "../not-interested-undo";

// "Not interested", with Undo, on every card of home, kept where Discover keeps it
// (app/local/not-interested.ts, so it syncs and exports with the rest). A title the visitor dismisses leaves every
// row at once; the row it was dismissed in shows Undo in its place until the visitor leaves home, and Undo
// brings it back everywhere.

export type CardExtras = Omit<MediaCardProps, "title" | "poster">;

export interface Dismissal {
  /** A row's titles without those the visitor is not interested in, but for those just dismissed in it. */
  visible<T extends RowItem>(rowId: string, items: T[]): T[];
  /** Adds "Not interested" to a row's cards. The same function for a row while nothing changes. */
  cardPropsOf(rowId: string): (item: RowItem) => CardExtras;
  /** The Undo tile standing in for a title just dismissed in that row. */
  replaceCard(rowId: string): (item: RowItem) => ReactNode;
}

const keyOf = (item: { kind: TitleKind; id: number }) => `${item.kind}:${item.id}`;

export function useDismissal(): Dismissal {
  const notInterested = useNotInterested();
  const { i18n } = useLingui();
  // Title key -> the row it was dismissed in, for this visit of home.
  const [dismissedIn, setDismissedIn] = useState<Readonly<Record<string, string>>>({});
  const focusUndoOf = useRef<string | null>(null);

  return useMemo(() => {
    const hidden = (item: RowItem) => isNotInterested(notInterested, item.kind, item.id);
    const mark = (item: RowItem, rowId: string, on: boolean) => {
      markNotInterested({ kind: item.kind, id: item.id, title: item.title }, on);
      if (!on) return;
      const key = keyOf(item);
      focusUndoOf.current = key;
      setDismissedIn((before) => (before[key] === rowId ? before : { ...before, [key]: rowId }));
    };
    const takeFocus = (key: string) => () => {
      if (focusUndoOf.current !== key) return false;
      focusUndoOf.current = null;
      return true;
    };
    const perRow = <T,>(make: (rowId: string) => T) => {
      const made = new Map<string, T>();
      return (rowId: string) => {
        let value = made.get(rowId);
        if (value === undefined) {
          value = make(rowId);
          made.set(rowId, value);
        }
        return value;
      };
    };
    return {
      visible<T extends RowItem>(rowId: string, items: T[]): T[] {
        const kept = items.filter((item) => !hidden(item) || dismissedIn[keyOf(item)] === rowId);
        // The same array when nothing is hidden, so the row's cards are not made again.
        return kept.length === items.length ? items : kept;
      },
      cardPropsOf: perRow(
        (rowId) =>
          (item: RowItem): CardExtras => ({
            onRemove: () => mark(item, rowId, true),
            removeLabel: i18n._("discover.notInterestedIn", { title: item.title }),
          }),
      ),
      replaceCard: perRow((rowId) => (item: RowItem) => {
        const key = keyOf(item);
        if (dismissedIn[key] !== rowId || !hidden(item)) return null;
        return (
          <NotInterestedUndo
            title={item.title}
            onUndo={() => mark(item, rowId, false)}
            takeFocus={takeFocus(key)}
          />
        );
      }),
    };
  }, [notInterested, dismissedIn, i18n]);
}
