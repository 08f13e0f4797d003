import { useId, useLayoutEffect, useRef, useState } from "react";
import { named } from "~/components/rich-message";
import { useLingui } from "~/i18n/i18n";
import type { I18n } from "~/i18n/runtime";
import { MAX_CHAT_LENGTH, REACTIONS, type RoomClient } from "~/together/room-client";
import type { RoomView } from "~/together/room-state";

type Line =
  | { key: string; at: number; kind: "chat"; name: string; text: string }
  | { key: string; at: number; kind: "event"; what: React.ReactNode };

const EVENT_MESSAGES = {
  joined: "together.event.joined",
  left: "together.event.left",
  control: "together.event.control",
} as const;

/** The chat and the room's news (who came, who left, who leads now), in the order they happened. */
function linesOf(view: RoomView, i18n: I18n): Line[] {
  const lines: Line[] = [
    ...view.chat.map((entry) => ({
      key: `c${entry.id}`,
      at: entry.at,
      kind: "chat" as const,
      name: entry.name,
      text: entry.text,
    })),
    ...view.events.map((entry) => ({
      key: `e${entry.id}`,
      at: entry.at,
      kind: "event" as const,
      what: named(i18n, EVENT_MESSAGES[entry.kind], entry.name),
    })),
  ];
  return lines.sort((a, b) => a.at - b.at);
}

/**
 * The chat: a log a screen reader follows politely (each new line is read once, without interrupting), the
 * reactions (shown over everyone's player), and a line to write in. Every text is a member's and is shown as
 * text, never as markup; the room's code has already capped its length.
 */
export function ChatSection({ client, view }: { client: RoomClient; view: RoomView }) {
  const { i18n } = useLingui();
  const id = useId();
  const [draft, setDraft] = useState("");
  const lines = linesOf(view, i18n);
  const log = useRef<HTMLDivElement>(null);
  // New lines scroll into view, unless the visitor has scrolled up to read older ones.
  const atEnd = useRef(true);
  const last = lines.at(-1)?.key;
  // biome-ignore lint/correctness/useExhaustiveDependencies: on each new last line
  useLayoutEffect(() => {
    const element = log.current;
    if (element && atEnd.current) element.scrollTop = element.scrollHeight;
  }, [last]);

  return (
    <section className="together-section together-chat" aria-labelledby={`${id}-chat`}>
      <h3 id={`${id}-chat`} className="together-subheading">
        {i18n._("together.chat.heading")}
      </h3>
      {/* The log is a box around the list: on the <ol> itself, its role would replace the list the lines are in. */}
      <div
        ref={log}
        className="together-log"
        role="log"
        aria-live="polite"
        aria-label={i18n._("together.chat.log")}
        onScroll={(event) => {
          const element = event.currentTarget;
          atEnd.current = element.scrollHeight - element.scrollTop - element.clientHeight < 24;
        }}
      >
        <ol className="together-lines">
          {lines.length === 0 ? (
            <li className="together-line is-event">{i18n._("together.chat.empty")}</li>
          ) : null}
          {lines.map((line) =>
            line.kind === "chat" ? (
              <li key={line.key} className="together-line">
                <b className="together-from">{named(i18n, "together.chat.from", line.name)}</b>{" "}
                <span dir="auto">{line.text}</span>
              </li>
            ) : (
              <li key={line.key} className="together-line is-event">
                {line.what}
              </li>
            ),
          )}
        </ol>
      </div>
      <fieldset className="together-reacts">
        <legend className="visually-hidden">{i18n._("together.react.heading")}</legend>
        {REACTIONS.map((emoji) => (
          <button
            key={emoji}
            type="button"
            className="together-react"
            aria-label={i18n._("together.react.send", { emoji })}
            title={i18n._("together.react.send", { emoji })}
            onClick={() => client.react(emoji)}
          >
            {emoji}
          </button>
        ))}
      </fieldset>
      <form
        className="together-say"
        onSubmit={(event) => {
          event.preventDefault();
          const text = draft.trim();
          if (!text) return;
          client.chat(text);
          setDraft("");
        }}
      >
        <label htmlFor={`${id}-say`} className="visually-hidden">
          {i18n._("together.chat.label")}
        </label>
        <input
          id={`${id}-say`}
          className="field together-field"
          value={draft}
          onChange={(event) => setDraft(event.currentTarget.value)}
          maxLength={MAX_CHAT_LENGTH}
          placeholder={i18n._("together.chat.label")}
          dir="auto"
          autoComplete="off"
          enterKeyHint="send"
        />
        <button type="submit" className="button button-secondary">
          {i18n._("together.chat.send")}
        </button>
      </form>
    </section>
  );
}
