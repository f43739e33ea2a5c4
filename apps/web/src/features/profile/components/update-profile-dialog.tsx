import { type Profile, type ProfileForm, profileFormSchema } from "@forum/contract";
import { displayName } from "@forum/contract/helpers";
import { messages, profileDialogTexts as t } from "@forum/contract/texts";
import { zodResolver } from "@hookform/resolvers/zod";
import { type ComponentProps, useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { Dialog } from "../../../components/dialog.tsx";
import { TextField } from "../../../components/text-field.tsx";
import { ApiError } from "../../../lib/api-client.ts";
import { errorMessage } from "../../../lib/error-message.ts";
import { useUpdateProfile } from "../api.ts";
import { AboutField } from "./about-field.tsx";
import { AvatarCropper } from "./avatar-cropper.tsx";
import { AvatarPicker } from "./avatar-picker.tsx";

const fields = ["firstname", "lastname", "username", "status_text"] as const;
type Picture = { blob: Blob; url: string };

/**
 * Secondary §2 Update Profile Details: pick a picture, crop it (or cancel), then the form; Save update sends it all
 * and closes on success. Clicking outside closes it. Loaded on first use, with react-easy-crop.
 */
export default function UpdateProfileDialog({ profile, onClose }: { profile: Profile; onClose: () => void }) {
  const [cropping, setCropping] = useState<string | null>(null);
  const [picture, setPicture] = useState<Picture | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const update = useUpdateProfile(profile.user_id);
  const { register, handleSubmit, setError, watch, formState } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: {
      firstname: profile.student.firstname ?? "",
      lastname: profile.student.lastname ?? "",
      username: profile.meta.username ?? profile.username ?? "",
      status_text: profile.status ?? "",
    },
  });
  const { errors } = formState;

  // Object URLs hold the file in memory until revoked.
  useEffect(() => () => void (cropping && URL.revokeObjectURL(cropping)), [cropping]);
  useEffect(() => () => void (picture && URL.revokeObjectURL(picture.url)), [picture]);

  // The success toast is the hook's (api.ts), and so is a refusal once the dialog was closed while saving.
  const save = handleSubmit((values) => {
    setFailure(null);
    update.mutate(
      { email: profile.email ?? "", ...values, image: picture?.blob ?? null },
      {
        onSuccess: onClose,
        onError: (err) => {
          setFailure(errorMessage(err, messages.errors.unexpected));
          const map = err instanceof ApiError ? (err.body as { error?: unknown } | null)?.error : undefined;
          if (map && typeof map === "object") {
            for (const [field, list] of Object.entries(map as Record<string, string[]>)) {
              if ((fields as readonly string[]).includes(field))
                setError(field as (typeof fields)[number], { message: list[0] });
            }
          }
        },
      },
    );
  });

  const current = picture?.url ?? profile.meta.profile_image ?? profile.student.image;
  const fieldError = (name: (typeof fields)[number]) => errors[name]?.message;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t.title}
      className="max-h-[calc(100dvh-2rem)] max-w-lg overflow-y-auto"
    >
      {cropping ? (
        <AvatarCropper
          src={cropping}
          onCancel={() => setCropping(null)}
          onCropped={(blob) => {
            setPicture({ blob, url: URL.createObjectURL(blob) });
            setCropping(null);
          }}
        />
      ) : (
        <form onSubmit={save} noValidate className="mt-4 space-y-4">
          <AvatarPicker src={current} name={displayName(profile)} onPicked={setCropping} />
          <TextField label={t.email} value={profile.email ?? ""} readOnly type="email" />
          <div className="grid gap-4 sm:grid-cols-2">
            <Field
              label={t.firstName}
              error={fieldError("firstname")}
              {...register("firstname")}
              autoComplete="given-name"
            />
            <Field
              label={t.lastName}
              error={fieldError("lastname")}
              {...register("lastname")}
              autoComplete="family-name"
            />
          </div>
          <Field label={t.tag} error={fieldError("username")} {...register("username")} autoComplete="username" />
          <AboutField
            error={fieldError("status_text")}
            length={watch("status_text").length}
            {...register("status_text")}
          />
          {failure && (
            <Alert title={t.failedTitle}>
              {t.failedPrefix}
              {failure}
            </Alert>
          )}
          <Button type="submit" busy={update.isPending} className="w-full">
            {update.isPending ? t.saving : t.save}
          </Button>
        </form>
      )}
    </Dialog>
  );
}

type FieldProps = ComponentProps<typeof TextField> & { error?: string };

/** A text field with its error under it, tied to it for screen readers. */
function Field({ error, name, ...rest }: FieldProps) {
  const errorId = `${name}-error`;
  return (
    <div>
      <TextField name={name} invalid={!!error} aria-describedby={error ? errorId : undefined} {...rest} />
      {error && (
        <p id={errorId} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
