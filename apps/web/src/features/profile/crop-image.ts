import type { Area } from "react-easy-crop";

/** Big enough for the 112 px profile avatar on a sharp screen; the server re-encodes to 512 px anyway. */
const OUTPUT_SIDE = 512;

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error("The picture could not be read."));
    img.src = src;
  });
}

/**
 * Secondary §5: the chosen square of the picture, exported as JPEG. Transparent pixels (PNG, GIF) become white
 * instead of JPEG's black. Rejects when the browser cannot draw or encode it (the caller shows the crop failure).
 */
export async function cropToJpeg(src: string, area: Area): Promise<Blob> {
  const img = await loadImage(src);
  const side = Math.max(1, Math.min(OUTPUT_SIDE, Math.round(area.width)));
  const canvas = document.createElement("canvas");
  canvas.width = side;
  canvas.height = side;
  const ctx = canvas.getContext("2d");
  if (!ctx) throw new Error("No 2D canvas.");
  ctx.fillStyle = "#ffffff";
  ctx.fillRect(0, 0, side, side);
  ctx.drawImage(img, area.x, area.y, area.width, area.height, 0, 0, side, side);
  return new Promise((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("Empty crop."))), "image/jpeg", 0.9),
  );
}

/** Secondary §5: an image type, or failing that a jpg/jpeg/png/gif name. */
export const isPictureFile = (file: File) => file.type.startsWith("image/") || /\.(jpe?g|png|gif)$/i.test(file.name);
