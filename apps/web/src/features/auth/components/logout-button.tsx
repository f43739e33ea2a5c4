import { authMessages, authTexts } from "@forum/contract/texts";
import { LogOut } from "lucide-react";
import { Button } from "../../../components/button.tsx";
import { Dialog } from "../../../components/dialog.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { useLogout } from "../use-logout.ts";

export function LogoutButton({ className = "" }: { className?: string }) {
  const { logout, sending, done } = useLogout();
  return (
    <>
      <Button variant="secondary" busy={sending} onClick={logout} className={className}>
        {!sending && <LogOut size={20} aria-hidden="true" />}
        {sending ? authTexts.logout.sending : authTexts.logout.button}
      </Button>
      <Dialog open={done} onOpenChange={() => {}} title={authMessages.loggedOut} alert hideClose>
        <p className="mt-3 flex items-center gap-2 text-slate-700">
          <Spinner size={18} /> {authTexts.logout.redirecting}
        </p>
      </Dialog>
    </>
  );
}
