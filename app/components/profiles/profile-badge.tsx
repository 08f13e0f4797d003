import { currentProfile, useHousehold } from "~/local/profiles";
import { AvatarPicture } from "./avatars";

/** The current profile in the top bar: its picture and name (the button around it is profile-button.tsx). */
export function ProfileBadge() {
  const profile = currentProfile(useHousehold());
  if (!profile) return null;
  return (
    <>
      <AvatarPicture avatar={profile.avatar} size={30} />
      <span className="profile-button-name">{profile.name}</span>
    </>
  );
}
