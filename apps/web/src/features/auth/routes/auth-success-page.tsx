import { authPageTexts } from "@forum/contract";
import { CircleCheck } from "lucide-react";
import { Link } from "react-router";
import { buttonClass } from "../../../components/button.tsx";
import { AuthCard } from "../components/auth-card.tsx";

export default function AuthSuccessPage() {
  return (
    <AuthCard title={authPageTexts.passwordSetTitle}>
      <div className="flex flex-col items-center gap-4 text-center">
        <CircleCheck size={56} className="text-green-700" aria-hidden="true" />
        <p className="text-slate-700">{authPageTexts.passwordSetBody}</p>
        <Link to="/login" replace className={buttonClass("primary", "w-full")}>
          Go to Login
        </Link>
      </div>
    </AuthCard>
  );
}
