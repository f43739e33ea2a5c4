import type { UseQueryResult } from "@tanstack/react-query";
import { type ReactNode, useState } from "react";
import { useDeleteFlow } from "./delete-flow.tsx";
import { ItemRow } from "./item-row.tsx";
import { PageHeader } from "./page-header.tsx";
import { QueryView } from "./query-view.tsx";

/**
 * A console page that lists one kind of thing: its title with a "New ..." button, the list (each row with Edit and
 * Delete named after the item), the create/edit form in a dialog, and the delete flow. The page gives only what is its
 * own: how a row names and describes its item, and its form (`item` null for a new one).
 */
export function ResourcePage<T extends { id: number }>({
  titleId,
  title,
  texts,
  query,
  remove,
  name,
  details,
  media,
  form,
}: {
  titleId: string;
  title: string;
  texts: { new: string; none: string; deleteConfirm: (name: string) => string };
  query: UseQueryResult<{ data: T[] }>;
  remove: { mutateAsync: (id: number) => Promise<{ message: string }>; isPending: boolean };
  name: (item: T) => string;
  details: (item: T) => ReactNode;
  media?: (item: T) => ReactNode;
  form: (item: T | null, onClose: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<T | "new" | null>(null);
  const del = useDeleteFlow({ mutateAsync: (item: T) => remove.mutateAsync(item.id), isPending: remove.isPending });
  return (
    <section aria-labelledby={titleId}>
      <PageHeader id={titleId} title={title} action={texts.new} onAction={() => setEditing("new")} />
      <div className="mt-4">
        <QueryView query={query} isEmpty={(r) => r.data.length === 0} empty={texts.none}>
          {(r) => (
            <ul className="space-y-2">
              {r.data.map((item) => (
                <ItemRow
                  key={item.id}
                  name={name(item)}
                  media={media?.(item)}
                  onEdit={() => setEditing(item)}
                  onDelete={() => del.ask(item, texts.deleteConfirm(name(item)))}
                >
                  {details(item)}
                </ItemRow>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
      {editing && form(editing === "new" ? null : editing, () => setEditing(null))}
      {del.dialogs}
    </section>
  );
}
