import { notificationTexts } from "@forum/contract/texts";
import * as Dialog from "@radix-ui/react-dialog";
import { BellRing, Plus, ShieldCheck, X } from "lucide-react";
import { buttonClass } from "../components/button.tsx";
import { DataSaverToggle } from "../components/data-saver-toggle.tsx";
import { Logo } from "../components/logo.tsx";
import { LogoutButton } from "../features/auth/components/logout-button.tsx";
import { NavLink } from "../lib/router/index.ts";
import { useSession } from "../lib/session.ts";
import { navLinks } from "./nav-links.ts";

/** The side drawer: a Radix dialog, so focus stays inside, Escape closes it and focus returns to the menu button. */
type NavDrawerPanelProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Decides where focus goes once the drawer has closed. */
  onCloseAutoFocus: (event: Event) => void;
};

export default function NavDrawerPanel({ open, onOpenChange, onCloseAutoFocus }: NavDrawerPanelProps) {
  const session = useSession();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50 lg:hidden" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={onCloseAutoFocus}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col overflow-y-auto bg-white p-4 shadow-xl lg:hidden"
        >
          <div className="mb-4 flex items-center justify-between">
            <Logo />
            <Dialog.Close
              aria-label="Close menu"
              className="flex size-11 items-center justify-center rounded-lg text-slate-700 hover:bg-slate-100"
            >
              <X size={22} aria-hidden="true" />
            </Dialog.Close>
          </div>
          <Dialog.Title className="sr-only">Menu</Dialog.Title>
          <nav aria-label="Main menu">
            <ul className="flex flex-col gap-1">
              {navLinks.map(({ to, label, Icon }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={to === "/"}
                    className="flex min-h-12 items-center gap-3 rounded-lg px-3 font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-blue-50 aria-[current=page]:text-primary"
                  >
                    <Icon size={20} aria-hidden="true" />
                    {label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <NavLink to="/post/new" className={buttonClass("primary", "mt-4 w-full")}>
            <Plus size={20} aria-hidden="true" />
            Create New Post
          </NavLink>
          {session?.user.is_admin && (
            <NavLink
              to="/admin"
              className="mt-2 flex min-h-12 items-center gap-3 rounded-lg px-3 font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-blue-50 aria-[current=page]:text-primary"
            >
              <ShieldCheck size={20} aria-hidden="true" />
              Admin
            </NavLink>
          )}
          {session && (
            <NavLink
              to="/settings/notifications"
              className="mt-2 flex min-h-12 items-center gap-3 rounded-lg px-3 font-medium text-slate-800 hover:bg-slate-100 aria-[current=page]:bg-blue-50 aria-[current=page]:text-primary"
            >
              <BellRing size={20} aria-hidden="true" />
              {notificationTexts.settingsLink}
            </NavLink>
          )}
          <DataSaverToggle className="mt-4 border-t border-slate-200 pt-3" />
          {session && (
            <div className="mt-auto border-t border-slate-200 pt-4">
              <LogoutButton className="w-full" />
            </div>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
