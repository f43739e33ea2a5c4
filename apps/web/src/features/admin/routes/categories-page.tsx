import { type AdminCategory, categoryBody } from "@forum/contract";
import { adminLimits } from "@forum/contract/texts";
import { useState } from "react";
import { adminTexts } from "../admin-ui-texts.ts";
import { useAdminCategories, useDeleteCategory, useSaveCategory } from "../api.ts";
import { useDeleteFlow } from "../components/delete-flow.tsx";
import { InputField } from "../components/fields.tsx";
import { FormDialog, savedThen } from "../components/form-dialog.tsx";
import { ItemRow } from "../components/item-row.tsx";
import { PageHeader } from "../components/page-header.tsx";
import { QueryView } from "../components/query-view.tsx";
import { useResourceForm } from "../use-resource-form.ts";

const t = adminTexts.categories;

/** `/admin/categories`: the post categories, with how many posts each holds (one with posts cannot be deleted). */
export default function CategoriesPage() {
  const list = useAdminCategories();
  const [editing, setEditing] = useState<AdminCategory | "new" | null>(null);
  const remove = useDeleteCategory();
  const del = useDeleteFlow({
    mutateAsync: (c: AdminCategory) => remove.mutateAsync(c.id),
    isPending: remove.isPending,
  });
  return (
    <section aria-labelledby="categories-title">
      <PageHeader
        id="categories-title"
        title={adminTexts.nav.categories}
        action={t.new}
        onAction={() => setEditing("new")}
      />
      <div className="mt-4">
        <QueryView query={list} isEmpty={(r) => r.data.length === 0} empty={t.none}>
          {(r) => (
            <ul className="space-y-2">
              {r.data.map((c) => (
                <ItemRow
                  key={c.id}
                  name={c.name}
                  onEdit={() => setEditing(c)}
                  onDelete={() => del.ask(c, t.deleteConfirm(c.name))}
                >
                  <p className="text-sm text-slate-600">{t.posts(c.posts_count)}</p>
                </ItemRow>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
      {editing && <CategoryForm category={editing === "new" ? null : editing} onClose={() => setEditing(null)} />}
      {del.dialogs}
    </section>
  );
}

function CategoryForm({ category, onClose }: { category: AdminCategory | null; onClose: () => void }) {
  const save = useSaveCategory();
  const form = useResourceForm(categoryBody, { name: category?.name ?? "" }, ["name"]);
  return (
    <FormDialog
      title={category ? t.editTitle : t.createTitle}
      busy={save.isPending}
      message={form.message}
      onClose={onClose}
      onSubmit={form.submit((body) => save.mutateAsync({ id: category?.id, body }).then(savedThen(onClose)))}
    >
      <InputField
        label={t.name}
        value={form.values.name}
        maxLength={adminLimits.categoryNameMax}
        error={form.errors.name}
        onChange={(e) => form.set("name", e.target.value)}
      />
    </FormDialog>
  );
}
