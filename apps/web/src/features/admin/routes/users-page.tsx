import type { AdminUser } from "@forum/contract";
import { displayName } from "@forum/contract/helpers";
import { adminLimits, adminMessages, timings } from "@forum/contract/texts";
import { useState } from "react";
import { ConfirmDialog } from "../../../components/confirm-dialog.tsx";
import { type DialogMessage, MessageDialog } from "../../../components/message-dialog.tsx";
import { SearchField } from "../../../components/search-field.tsx";
import { useDebouncedValue } from "../../../components/use-debounced-value.ts";
import { useDocumentTitle } from "../../../components/use-document-title.ts";
import { errorMessage } from "../../../lib/error-message.ts";
import { notify } from "../../../lib/notify.ts";
import { useStillShown } from "../../../lib/use-still-shown.ts";
import { adminTexts } from "../admin-ui-texts.ts";
import { useAdminUsers, useUnsuspend } from "../api.ts";
import { Pager } from "../components/pager.tsx";
import { QueryView } from "../components/query-view.tsx";
import { SuspendDialog } from "../components/suspend-dialog.tsx";
import { UserRow } from "../components/user-row.tsx";

const t = adminTexts.users;

/** `/admin/users`: search (debounced as the communities search is), the accounts, suspend and unsuspend. */
export default function UsersPage() {
  useDocumentTitle(adminTexts.nav.users);
  const [term, setTerm] = useState("");
  const search = useDebouncedValue(term.trim().slice(0, adminLimits.searchMax), timings.communitiesSearchDebounce);
  const [page, setPage] = useState({ search: "", page: 1 });
  // A new search starts at its first page.
  const current = page.search === search ? page.page : 1;
  const users = useAdminUsers(search, current);
  const [suspending, setSuspending] = useState<AdminUser | null>(null);
  const [lifting, setLifting] = useState<AdminUser | null>(null);
  const [message, setMessage] = useState<DialogMessage>(null);
  const pageShown = useStillShown();
  // The outcome is told by the hook: the page can be left while it unsuspends (Back), and its own callbacks go with
  // it. A refusal shows in this page's dialog while it is shown, and as a toast once it is gone.
  const unsuspend = useUnsuspend({
    success: (res) => notify.success(res.message || adminMessages.unsuspended),
    failure: (err) => {
      if (!pageShown()) notify.error(errorMessage(err));
    },
  });

  const lift = (user: AdminUser) =>
    unsuspend.mutate(user.id, {
      onError: (err) => setMessage({ kind: "error", text: errorMessage(err) }),
      onSettled: () => setLifting(null),
    });

  return (
    <section aria-labelledby="users-title">
      <h1 id="users-title" className="text-2xl font-bold text-slate-900">
        {adminTexts.nav.users}
      </h1>
      <SearchField label={t.search} value={term} onChange={setTerm} className="mt-4 block" />
      <div className="mt-4">
        <QueryView query={users} isEmpty={(r) => r.data.length === 0} empty={search ? t.noMatch(search) : t.none}>
          {(r) => (
            <>
              <ul className="space-y-2" aria-busy={users.isPlaceholderData || undefined}>
                {r.data.map((user) => (
                  <UserRow
                    key={user.id}
                    user={user}
                    onSuspend={() => setSuspending(user)}
                    onUnsuspend={() => setLifting(user)}
                  />
                ))}
              </ul>
              <Pager
                page={current}
                lastPage={r.last_page}
                label="Users pages"
                onPage={(p) => setPage({ search, page: p })}
              />
            </>
          )}
        </QueryView>
      </div>
      {suspending && <SuspendDialog user={suspending} onClose={() => setSuspending(null)} />}
      <ConfirmDialog
        open={lifting !== null}
        text={lifting ? t.unsuspendConfirm(displayName(lifting)) : ""}
        confirmLabel={t.unsuspend}
        busyLabel={t.unsuspending}
        busy={unsuspend.isPending}
        onConfirm={() => lifting && lift(lifting)}
        onCancel={() => setLifting(null)}
      />
      <MessageDialog message={message} onClose={() => setMessage(null)} />
    </section>
  );
}
