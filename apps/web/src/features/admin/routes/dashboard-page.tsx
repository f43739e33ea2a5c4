import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { Link } from "../../../lib/router/index.ts";
import { adminTexts } from "../admin-ui-texts.ts";
import { useOverview } from "../api.ts";
import { QueryView } from "../components/query-view.tsx";

const t = adminTexts.dashboard;
/** Each figure and the page where it is dealt with; the first three are work waiting, the others the forum's size. */
const figures = [
  { key: "open_reports", to: "/admin/reports" },
  { key: "hidden_posts", to: "/admin/reports?status=resolved" },
  { key: "suspended_users", to: "/admin/users" },
  { key: "users", to: "/admin/users" },
  { key: "posts", to: "/" },
  { key: "communities", to: "/admin/communities" },
] as const;

/** `/admin`: the figures of GET /admin/overview, each a link to its page. */
export default function DashboardPage() {
  useDocumentTitle(adminTexts.nav.dashboard);
  const overview = useOverview();
  return (
    <section aria-labelledby="admin-title">
      <h1 id="admin-title" className="text-2xl font-bold text-slate-900">
        {adminTexts.nav.dashboard}
      </h1>
      <div className="mt-4">
        <QueryView query={overview} isEmpty={() => false} empty="">
          {({ data }) => (
            <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3">
              {figures.map(({ key, to }) => (
                <li key={key}>
                  <Link
                    to={to}
                    className={`flex h-full flex-col rounded-2xl border bg-white p-4 hover:border-primary ${
                      key === "open_reports" && data.open_reports > 0 ? "border-amber-400" : "border-slate-200"
                    }`}
                  >
                    <span className="text-3xl font-bold text-slate-900">{data[key].toLocaleString("en")}</span>{" "}
                    <span className="mt-1 text-sm font-medium text-slate-700">{t[key]}</span>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
    </section>
  );
}
