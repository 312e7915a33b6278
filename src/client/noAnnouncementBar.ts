// The announcement bar of a build with none configured (`plugins/announcement-bar.ts`).
export default function NoAnnouncementBar(): null {
  return null;
}
