import { limits, postFormTexts } from "@forum/contract";
import type { Dispatch, SetStateAction } from "react";
import { notify } from "../../lib/notify.ts";

export const imageTypes = ["image/png", "image/jpeg", "image/webp", "image/gif"];

// The server caps the long side at 1600 px too, so scaling a photo down here loses nothing it would keep, while four
// phone photos sent as they are (3-5 MB each, a third more as base64) would pass the 12 MB request limit.
const LONG_SIDE = 1600;
const SEND_AS_IS_BYTES = 1024 * 1024;

const asDataUrl = (file: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === "string" ? resolve(reader.result) : reject(reader.error));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

/** A picked picture as a data URL (the post form sends images inline, core §2), large photos scaled down first. */
export async function readImage(file: File): Promise<string> {
  if (file.size > SEND_AS_IS_BYTES && typeof createImageBitmap === "function") {
    try {
      const bitmap = await createImageBitmap(file);
      const scale = Math.min(1, LONG_SIDE / Math.max(bitmap.width, bitmap.height));
      const canvas = document.createElement("canvas");
      canvas.width = Math.round(bitmap.width * scale);
      canvas.height = Math.round(bitmap.height * scale);
      canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
      bitmap.close();
      const url = canvas.toDataURL("image/webp", 0.85);
      if (url.startsWith("data:image/webp")) return url; // browsers without a WebP encoder send the original
    } catch {
      // Not decodable here: the server checks and answers for it.
    }
  }
  return asDataUrl(file);
}

/**
 * Adds picked, pasted or dropped files to the post's image slots (at most 4), from the slots and the editor's image
 * button alike. Reads happen in parallel; the state is updated from its latest value, so quick picks never collide.
 */
export async function addImageFiles(files: File[], setImages: Dispatch<SetStateAction<string[]>>) {
  const pictures = files.filter((f) => imageTypes.includes(f.type));
  if (pictures.length < files.length) notify.error(postFormTexts.imageType);
  if (!pictures.length) return;
  const urls = await Promise.all(pictures.map(readImage));
  setImages((current) => {
    if (current.length + urls.length > limits.maxImagesPerPost) notify.error(postFormTexts.tooManyImages);
    return [...current, ...urls].slice(0, limits.maxImagesPerPost);
  });
}
