import { type AdminCategory, categoryBody } from "@forum/contract";
import { adminLimits } from "@forum/contract/texts";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { InputField } from "../../admin/components/fields.tsx";
import { FormDialog, savedThen } from "../../admin/components/form-dialog.tsx";
import { ResourcePage } from "../../admin/components/resource-page.tsx";
import { useResourceForm } from "../../admin/use-resource-form.ts";
import { useAdminCategories, useDeleteCategory, useSaveCategory } from "./api.ts";
import { adminCategoryTexts } from "./texts.ts";

const t = adminCategoryTexts;

/** `/admin/categories`: the post categories, with how many posts each holds (one with posts cannot be deleted). */
export default function CategoriesPage() {
  return (
    <ResourcePage
      titleId="categories-title"
      title={adminTexts.nav.categories}
      texts={t}
      query={useAdminCategories()}
      remove={useDeleteCategory()}
      name={(c) => c.name}
      details={(c) => <p className="text-sm text-slate-600">{t.posts(c.posts_count)}</p>}
      form={(category, onClose) => <CategoryForm category={category} onClose={onClose} />}
    />
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
      <InputField label={t.name} maxLength={adminLimits.categoryNameMax} {...form.field("name")} />
    </FormDialog>
  );
}
