import { productName } from "@forum/contract/texts";

/** The product mark (same drawing as the favicon) with the product name beside it. */
export function Logo({ size = 32, withName = true }: { size?: number; withName?: boolean }) {
  return (
    <span className="inline-flex items-center gap-2 font-bold text-slate-900">
      <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="8" fill="#1d4ed8" />
        <path
          d="M8 10.5A2.5 2.5 0 0 1 10.5 8h11a2.5 2.5 0 0 1 2.5 2.5v7a2.5 2.5 0 0 1-2.5 2.5H15l-4.5 4v-4a2.5 2.5 0 0 1-2.5-2.5z"
          fill="#fff"
        />
        <path d="M12 13h8M12 16.5h5" stroke="#1d4ed8" strokeWidth="1.6" strokeLinecap="round" />
      </svg>
      {withName ? (
        <span className="text-lg tracking-tight whitespace-nowrap">{productName}</span>
      ) : (
        <span className="sr-only">{productName}</span>
      )}
    </span>
  );
}
