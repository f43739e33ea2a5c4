import { authTexts } from "@forum/contract/texts";
import { UserRound } from "lucide-react";
import { buttonClass } from "../../../components/button.tsx";
import { Link } from "../../../lib/router/index.ts";
import { GoogleSignIn, type SignInCallbacks } from "./google-sign-in.tsx";

/** What /login and /signup offer above the e-mail form: guest browsing and Google sign-in (core §2). */
export function SignInOptions(callbacks: SignInCallbacks) {
  return (
    <div className="flex flex-col gap-3">
      <Link to="/" className={buttonClass("secondary", "w-full")}>
        <UserRound size={20} aria-hidden="true" />
        {authTexts.continueAsGuest}
      </Link>
      <GoogleSignIn {...callbacks} />
      <div className="my-2 flex items-center gap-3 text-sm text-slate-600">
        <span className="h-px flex-1 bg-slate-200" />
        {authTexts.orWithEmail}
        <span className="h-px flex-1 bg-slate-200" />
      </div>
    </div>
  );
}
