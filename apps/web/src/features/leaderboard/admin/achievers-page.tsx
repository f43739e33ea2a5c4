import { adminMessages } from "@forum/contract/texts";
import { useState } from "react";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Spinner } from "../../../components/spinner.tsx";
import { notify } from "../../../lib/notify.ts";
import { adminTexts } from "../../admin/admin-ui-texts.ts";
import { ImageInput } from "../../admin/components/image-input.tsx";
import { PageHeader } from "../../admin/components/page-header.tsx";
import { failureOf } from "../../admin/form-errors.ts";
import { useAchiever } from "../api.ts";
import { useUploadAchievers } from "./api.ts";
import { adminAchieverTexts } from "./texts.ts";

const t = adminAchieverTexts;

/** `/admin/achievers`: the image on the home sidebar (read through the public call), and a new one to replace it. */
export default function AchieversPage() {
  const achiever = useAchiever();
  const upload = useUploadAchievers();
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  // A new chooser (after a successful upload) starts empty.
  const [round, setRound] = useState(0);

  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) return setError(t.required);
    setError(null);
    const body = new FormData();
    body.append("image", file, file.name);
    upload.mutate(body, {
      onSuccess: (res) => {
        notify.success(res.message || adminMessages.achieversUpdated);
        setFile(null);
        setRound((r) => r + 1);
      },
      onError: (err) => {
        const failure = failureOf(err, ["image"]);
        setError(failure.fields.image ?? failure.message);
      },
    });
  };

  return (
    <section aria-labelledby="achievers-title">
      <PageHeader id="achievers-title" title={adminTexts.nav.achievers} />
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div>
          <h2 className="mb-2 font-semibold text-slate-900">{t.current}</h2>
          {achiever.isPending ? (
            <Spinner size={28} label={adminTexts.loading} className="text-primary" />
          ) : achiever.data ? (
            <img
              src={achiever.data.image_path}
              alt={t.currentAlt}
              className="aspect-square w-full max-w-xs rounded-2xl border border-slate-200 bg-slate-900 object-contain"
            />
          ) : (
            <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700">
              {t.noCurrent}
            </p>
          )}
        </div>
        <form onSubmit={submit} noValidate className="space-y-4">
          <ImageInput
            key={round}
            label={t.choose}
            hint={t.hint}
            previewAlt={t.preview}
            currentAlt=""
            onChange={(f) => {
              setFile(f);
              setError(null);
            }}
          />
          {error && <Alert>{error}</Alert>}
          <Button type="submit" busy={upload.isPending}>
            {upload.isPending ? t.uploading : t.upload}
          </Button>
        </form>
      </div>
    </section>
  );
}
