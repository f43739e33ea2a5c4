import { profileDialogTexts as t } from "@forum/contract/texts";
import { useId, useState } from "react";
import Cropper, { type Area } from "react-easy-crop";
import { Alert } from "../../../components/alert.tsx";
import { Button } from "../../../components/button.tsx";
import { cropToJpeg } from "../crop-image.ts";

type Props = { src: string; onCancel: () => void; onCropped: (jpeg: Blob) => void };

/**
 * Secondary §2 crop mode: a square crop (aspect 1:1, zoom from 1) of the chosen picture, dragged or moved with the
 * arrow keys, zoomed with the slider, the wheel or a pinch; Cancel or Save Cropped Image.
 */
export function AvatarCropper({ src, onCancel, onCropped }: Props) {
  const [crop, setCrop] = useState({ x: 0, y: 0 });
  const [zoom, setZoom] = useState(1);
  const [area, setArea] = useState<Area | null>(null);
  const [failed, setFailed] = useState(false);
  const [busy, setBusy] = useState(false);
  const zoomId = useId();

  async function save() {
    if (!area) return;
    setBusy(true);
    setFailed(false);
    try {
      onCropped(await cropToJpeg(src, area));
    } catch {
      setFailed(true);
      setBusy(false);
    }
  }

  return (
    <div className="mt-4 space-y-3">
      <div className="relative h-64 overflow-hidden rounded-xl bg-slate-900 sm:h-72">
        <Cropper
          image={src}
          crop={crop}
          zoom={zoom}
          aspect={1}
          cropShape="round"
          showGrid={false}
          onCropChange={setCrop}
          onZoomChange={setZoom}
          onCropComplete={(_, pixels) => setArea(pixels)}
          // The crop area takes focus and the arrow keys; a named group says what it is (a bare div may not be named).
          cropperProps={{ role: "group", "aria-label": t.cropArea }}
        />
      </div>
      <div className="flex items-center gap-3">
        <label htmlFor={zoomId} className="text-sm font-medium text-slate-700">
          {t.zoom}
        </label>
        <input
          id={zoomId}
          type="range"
          min={1}
          max={3}
          step={0.05}
          value={zoom}
          onChange={(e) => setZoom(Number(e.target.value))}
          className="min-h-11 flex-1 accent-primary"
        />
      </div>
      {failed && <Alert>{t.cropFailed}</Alert>}
      {/* Stacked on phones: "Save Cropped Image" is too long to sit beside Cancel at 360 px. */}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel}>
          {t.cancelCrop}
        </Button>
        <Button onClick={save} busy={busy} disabled={!area}>
          {t.saveCrop}
        </Button>
      </div>
    </div>
  );
}
