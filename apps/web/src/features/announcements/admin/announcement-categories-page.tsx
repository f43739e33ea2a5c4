import { announcementCategoryBody, announcementLimits } from "@forum/contract";
import { useState } from "react";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { InputField } from "../../admin/components/fields.tsx";
import { FormDialog, savedThen } from "../../admin/components/form-dialog.tsx";
import { PageHeader } from "../../admin/components/page-header.tsx";
import { QueryView } from "../../admin/components/query-view.tsx";
import { useResourceForm } from "../../admin/use-resource-form.ts";
import { useAdminAnnouncementCategories, useCreateAnnouncementCategory } from "./api.ts";
import { announcementAdminTexts } from "./texts.ts";

const t = announcementAdminTexts.categories;

/**
 * `/admin/announcement-categories`: the categories students filter announcements by. API.md gives them a list and a
 * create only, so rows carry no Edit or Delete.
 */
export default function AnnouncementCategoriesPage() {
  const query = useAdminAnnouncementCategories();
  const [creating, setCreating] = useState(false);
  return (
    <section aria-labelledby="announcement-categories-title">
      <PageHeader
        id="announcement-categories-title"
        title={adminTexts.nav.announcementCategories}
        action={t.new}
        onAction={() => setCreating(true)}
      />
      <div className="mt-4">
        <QueryView query={query} isEmpty={(r) => r.data.length === 0} empty={t.none}>
          {(r) => (
            <ul className="space-y-2">
              {r.data.map((c) => (
                <li
                  key={c.id}
                  className="rounded-2xl border border-slate-200 bg-white p-3 font-semibold text-slate-900"
                >
                  {c.name}
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </div>
      {creating && <CategoryForm onClose={() => setCreating(false)} />}
    </section>
  );
}

function CategoryForm({ onClose }: { onClose: () => void }) {
  const create = useCreateAnnouncementCategory();
  const form = useResourceForm(announcementCategoryBody, { name: "" }, ["name"]);
  return (
    <FormDialog
      title={t.createTitle}
      busy={create.isPending}
      message={form.message}
      onClose={onClose}
      onSubmit={form.submit((body) => create.mutateAsync(body).then(savedThen(onClose)))}
    >
      <InputField label={t.name} maxLength={announcementLimits.categoryNameMax} {...form.field("name")} />
    </FormDialog>
  );
}
