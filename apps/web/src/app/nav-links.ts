import { BookOpen, CalendarDays, ClipboardList, House, Megaphone, Users } from "lucide-react";

/** The navigation bar's links, in the core spec's order. */
export const navLinks = [
  { to: "/", label: "Home", Icon: House },
  { to: "/communities", label: "Communities", Icon: Users },
  { to: "/tasks", label: "Tasks", Icon: ClipboardList },
  { to: "/events", label: "Events", Icon: CalendarDays },
  { to: "/announcements", label: "Announcements", Icon: Megaphone },
  { to: "/community-guidelines", label: "Guidelines", Icon: BookOpen },
] as const;
