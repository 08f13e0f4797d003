import { useId } from "react";
import { named } from "~/components/rich-message";
import { useLingui } from "~/i18n/i18n";
import type { RoomClient } from "~/together/room-client";
import { canHandOver, type MemberView, type RoomView } from "~/together/room-state";
import { clockTime } from "./room-place";
import { useTicking } from "./use-room";

/**
 * Who is in the room, who started it and who controls it, and where each one's player is ("everyone's
 * position", which a player that takes no commands needs to line up by hand). The one who may change who
 * controls (the host, or the controller handing over) gets the choice: everyone, or one person.
 */
export function PeopleSection({ client, view }: { client: RoomClient; view: RoomView }) {
  const { i18n } = useLingui();
  const id = useId();
  const me = client.member;
  const here = view.members.filter((member) => member.online);
  // Positions move while members play.
  useTicking(
    here.some((member) => member.playing),
    1000,
  );
  const count = Math.max(here.length, 1);
  const chooses = canHandOver(view, me);
  const only = view.mode === "host" ? view.controller : null;
  const soleName = view.members.find((member) => member.id === (only ?? me))?.name ?? "";
  return (
    <section className="together-section" aria-labelledby={`${id}-people`}>
      <h3 id={`${id}-people`} className="together-subheading">
        {i18n._("together.people.heading", { count, formatted: i18n.number(count) })}
      </h3>
      <ul className="together-people">
        {view.members.map((member) => (
          <Person
            key={member.id}
            member={member}
            me={me}
            view={view}
            give={
              chooses && member.online && member.id !== me && member.id !== only
                ? () => client.setControl("host", member.id)
                : null
            }
          />
        ))}
      </ul>
      {chooses ? (
        <fieldset className="together-choice">
          <legend className="together-label">{i18n._("together.control.heading")}</legend>
          {/* Two buttons rather than radio buttons: the arrows of a TV remote would be kept by a radio group. */}
          <button
            type="button"
            className="together-toggle"
            aria-pressed={view.mode === "everyone"}
            onClick={() => client.setControl("everyone", view.controller ?? me)}
          >
            {i18n._("together.control.everyone")}
          </button>
          <button
            type="button"
            className="together-toggle"
            aria-pressed={view.mode === "host"}
            onClick={() => client.setControl("host", only ?? me)}
          >
            {named(i18n, "together.control.only", soleName)}
          </button>
        </fieldset>
      ) : null}
    </section>
  );
}

function Person({
  member,
  me,
  view,
  give,
}: {
  member: MemberView;
  me: string;
  view: RoomView;
  give: (() => void) | null;
}) {
  const { i18n } = useLingui();
  const controls = view.mode === "host" ? view.controller === member.id : member.online;
  const where =
    member.position === null
      ? null
      : i18n._(member.playing ? "together.people.playing" : "together.people.paused", {
          time: clockTime(member.position),
        });
  return (
    <li className={member.online ? "together-person" : "together-person is-away"}>
      <span className="together-person-name">
        {member.id === me ? named(i18n, "together.people.you", member.name) : <bdi>{member.name}</bdi>}
      </span>
      <span className="together-person-about">
        {[
          member.id === view.host ? i18n._("together.people.host") : null,
          controls && view.mode === "host" ? i18n._("together.people.controls") : null,
          member.online ? where : i18n._("together.people.away"),
        ]
          .filter(Boolean)
          .join(" · ")}
      </span>
      {give ? (
        <button type="button" className="together-give" onClick={give}>
          {named(i18n, "together.control.give", member.name)}
        </button>
      ) : null}
    </li>
  );
}
