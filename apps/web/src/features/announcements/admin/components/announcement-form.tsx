import { type Announcement, announcementBody, announcementLimits } from "@forum/contract";
import { useId, useState } from "react";
import { inputClass } from "../../../../components/text-field.tsx";
import { InputField, TextAreaField } from "../../../admin/components/fields.tsx";
import { FormDialog, savedThen } from "../../../admin/components/form-dialog.tsx";
import { ImageInput } from "../../../admin/components/image-input.tsx";
import { useResourceForm } from "../../../admin/use-resource-form.ts";
import { useAdminAnnouncementCategories, useSaveAnnouncement } from "../api.ts";
import { announcementAdminTexts } from "../texts.ts";

const t = announcementAdminTexts.announcements;
const fields = ["title", "content", "category_id", "is_featured", "image"] as const;

/** An announcement's title, category, featured switch, picture and content (HTML, sanitised by the server). */
export function AnnouncementForm({
  announcement,
  onClose,
}: {
  announcement: Announcement | null;
  onClose: () => void;
}) {
  const save = useSaveAnnouncement();
  const categories = useAdminAnnouncementCategories();
  const [image, setImage] = useState<File | null>(null);
  const categoryId = useId();
  const form = useResourceForm(
    announcementBody,
    {
      title: announcement?.title ?? "",
      content: announcement?.content ?? "",
      category_id: announcement?.category ? String(announcement.category.id) : "",
      is_featured: announcement?.is_featured ?? false,
    },
    fields,
  );
  const send = () => {
    const { title, content, category_id, is_featured } = form.values;
    const data = new FormData();
    data.append("title", title);
    data.append("content", content);
    data.append("category_id", category_id);
    data.append("is_featured", is_featured ? "1" : "0");
    if (image) data.append("image", image, image.name);
    return save.mutateAsync({ id: announcement?.id, body: data }).then(savedThen(onClose));
  };
  const categoryError = form.errors.category_id;
  return (
    <FormDialog
      title={announcement ? t.editTitle : t.createTitle}
      busy={save.isPending}
      message={form.message}
      onClose={onClose}
      onSubmit={form.submit(send)}
    >
      <InputField label={t.title} maxLength={announcementLimits.titleMax} {...form.field("title")} />
      <div>
        <label htmlFor={categoryId} className="mb-1 block text-sm font-medium text-slate-700">
          {t.category}
        </label>
        <select
          id={categoryId}
          className={inputClass}
          value={form.values.category_id}
          aria-invalid={categoryError ? true : undefined}
          aria-describedby={categoryError ? `${categoryId}-error` : undefined}
          onChange={(e) => form.set("category_id", e.target.value)}
        >
          <option value="">{t.noCategory}</option>
          {announcement?.category && !categories.data && (
            <option value={announcement.category.id}>{announcement.category.name}</option>
          )}
          {categories.data?.data.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </select>
        {categoryError && (
          <p id={`${categoryId}-error`} className="mt-1 text-sm text-red-700">
            {categoryError}
          </p>
        )}
      </div>
      <label className="flex min-h-11 items-center gap-3">
        <input
          type="checkbox"
          role="switch"
          aria-checked={form.values.is_featured}
          checked={form.values.is_featured}
          onChange={(e) => form.set("is_featured", e.target.checked)}
          className="size-5 shrink-0 accent-primary"
        />
        <span className="text-slate-800">{t.featured}</span>
      </label>
      <ImageInput
        label={t.image}
        hint={t.imageHint}
        current={announcement?.image}
        previewAlt={t.imagePreview}
        currentAlt={t.imageCurrent}
        error={form.errors.image}
        onChange={setImage}
      />
      <TextAreaField
        label={t.content}
        hint={t.contentHint}
        rows={10}
        className={`${inputClass} resize-y font-mono text-sm`}
        {...form.field("content")}
      />
    </FormDialog>
  );
}
