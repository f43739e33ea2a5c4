import { type AdminCommunity, communityBody } from "@forum/contract";
import { adminLimits } from "@forum/contract/texts";
import { useState } from "react";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { InputField, TextAreaField } from "../../admin/components/fields.tsx";
import { FormDialog, savedThen } from "../../admin/components/form-dialog.tsx";
import { ImageInput } from "../../admin/components/image-input.tsx";
import { ResourcePage } from "../../admin/components/resource-page.tsx";
import { useResourceForm } from "../../admin/use-resource-form.ts";
import { useAdminCommunities, useDeleteCommunity, useSaveCommunity } from "./api.ts";
import { adminCommunityTexts } from "./texts.ts";

const t = adminCommunityTexts;

/** `/admin/communities`: name, acronym, about and picture of each community. */
export default function CommunitiesPage() {
  return (
    <ResourcePage
      titleId="communities-title"
      title={adminTexts.nav.communities}
      texts={t}
      query={useAdminCommunities()}
      remove={useDeleteCommunity()}
      name={(c) => c.name}
      media={(c) =>
        c.image ? <img src={c.image} alt="" className="size-12 rounded-lg object-cover" loading="lazy" /> : undefined
      }
      details={(c) => (
        <p className="text-sm text-slate-600">
          {c.acronym} · {t.members(c.members_count)} · {adminCommunityTexts.posts(c.posts_count)}
        </p>
      )}
      form={(community, onClose) => <CommunityForm community={community} onClose={onClose} />}
    />
  );
}

function CommunityForm({ community, onClose }: { community: AdminCommunity | null; onClose: () => void }) {
  const save = useSaveCommunity();
  const [image, setImage] = useState<File | null>(null);
  const form = useResourceForm(
    communityBody,
    { name: community?.name ?? "", acronym: community?.acronym ?? "", about: community?.about ?? "" },
    ["name", "acronym", "about", "image"],
  );
  const send = (body: { name: string; acronym: string; about: string }) => {
    const data = new FormData();
    data.append("name", body.name);
    data.append("acronym", body.acronym);
    data.append("about", body.about);
    if (image) data.append("image", image, image.name);
    return save.mutateAsync({ id: community?.id, body: data }).then(savedThen(onClose));
  };
  return (
    <FormDialog
      title={community ? t.editTitle : t.createTitle}
      busy={save.isPending}
      message={form.message}
      onClose={onClose}
      onSubmit={form.submit(send)}
    >
      <InputField label={t.name} maxLength={adminLimits.communityNameMax} {...form.field("name")} />
      <InputField label={t.acronym} maxLength={adminLimits.acronymMax} {...form.field("acronym")} />
      <TextAreaField label={t.about} rows={4} maxLength={adminLimits.aboutMax} {...form.field("about")} />
      <ImageInput
        label={t.image}
        hint={t.imageHint}
        current={community?.image}
        previewAlt={t.imagePreview}
        currentAlt={t.imageCurrent}
        error={form.errors.image}
        onChange={setImage}
      />
    </FormDialog>
  );
}
