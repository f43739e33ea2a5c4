import { profileDialogTexts as t } from "@forum/contract/texts";
import { Camera } from "lucide-react";
import { useId, useState } from "react";
import { Avatar } from "../../../components/avatar.tsx";
import { isPictureFile } from "../crop-image.ts";

/**
 * The dialog's avatar picker: the current (or newly cropped) picture and a file chooser. A chosen picture goes to
 * crop mode as an object URL; anything else gets the spec's message (secondary §5).
 */
export function AvatarPicker({
  src,
  name,
  onPicked,
}: {
  src: string | null;
  name: string;
  onPicked: (url: string) => void;
}) {
  const inputId = useId();
  const [invalid, setInvalid] = useState(false);
  return (
    <div className="flex flex-col items-center gap-2">
      <Avatar src={src} name={name} size={96} className="border border-slate-200" />
      <label
        htmlFor={inputId}
        className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg px-3 font-semibold text-primary hover:bg-blue-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary"
      >
        <Camera size={18} aria-hidden="true" />
        {t.changePicture}
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/gif,.jpg,.jpeg,.png,.gif"
          className="sr-only"
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? `${inputId}-error` : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = ""; // choosing the same file again must fire again
            if (!file) return;
            const ok = isPictureFile(file);
            setInvalid(!ok);
            if (ok) onPicked(URL.createObjectURL(file));
          }}
        />
      </label>
      {invalid && (
        <p id={`${inputId}-error`} role="alert" className="text-sm text-red-700">
          {t.invalidImage}
        </p>
      )}
    </div>
  );
}
