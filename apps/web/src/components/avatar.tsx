import { UserRound } from "lucide-react";
import { useState } from "react";

type AvatarProps = { src?: string | null; name: string; size?: number; className?: string };

/**
 * A round picture, or the default avatar when there is none or it fails to load (core §9). An empty `name` makes it
 * decorative, for places where a link around it already says whose it is.
 */
export function Avatar({ src, name, size = 40, className = "" }: AvatarProps) {
  const [failed, setFailed] = useState(false);
  const box = `inline-flex shrink-0 items-center justify-center overflow-hidden rounded-full ${className}`;
  if (src && !failed) {
    return (
      <img
        src={src}
        alt={name}
        width={size}
        height={size}
        loading="lazy"
        onError={() => setFailed(true)}
        className={`${box} object-cover`}
        style={{ width: size, height: size }}
      />
    );
  }
  const style = { width: size, height: size };
  const icon = <UserRound size={Math.round(size * 0.6)} aria-hidden="true" />;
  const look = `${box} bg-blue-100 text-primary`;
  if (!name) {
    return (
      <span aria-hidden="true" className={look} style={style}>
        {icon}
      </span>
    );
  }
  return (
    <span role="img" aria-label={name} className={look} style={style}>
      {icon}
    </span>
  );
}
