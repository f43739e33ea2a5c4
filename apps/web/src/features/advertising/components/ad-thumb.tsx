import { ImageOff } from "lucide-react";

/** A campaign's picture at a fixed size (no layout shift), loaded when near the screen; a plain tile without one. */
export function AdThumb({ src, size = 48 }: { src: string | null; size?: number }) {
  if (!src) {
    return (
      <span
        style={{ width: size, height: size }}
        className="flex shrink-0 items-center justify-center rounded-lg bg-slate-100 text-slate-400"
      >
        <ImageOff size={20} aria-hidden="true" />
      </span>
    );
  }
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      style={{ width: size, height: size }}
      className="shrink-0 rounded-lg object-cover"
    />
  );
}
