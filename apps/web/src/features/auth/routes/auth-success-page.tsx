import { authTexts } from "@forum/contract/texts";
import { CircleCheck } from "lucide-react";
import { buttonClass } from "../../../components/button.tsx";
import { Link } from "../../../lib/router/index.ts";
import { AuthCard } from "../components/auth-card.tsx";

const t = authTexts.success;

export default function AuthSuccessPage() {
  return (
    <AuthCard title={t.title}>
      <div className="flex flex-col items-center gap-4 text-center">
        <CircleCheck size={56} className="text-green-700" aria-hidden="true" />
        <p className="text-slate-700">{t.body}</p>
        <Link to="/login" replace className={buttonClass("primary", "w-full")}>
          {t.goToLogin}
        </Link>
      </div>
    </AuthCard>
  );
}
