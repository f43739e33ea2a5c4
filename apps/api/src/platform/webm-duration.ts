/**
 * The length of a WebM (Matroska) recording from its blocks' timestamps. A browser's MediaRecorder writes WebM as it
 * records, so its header never gets the Duration element (and its Segment and Clusters have unknown sizes):
 * music-metadata then reports no length. This walks the elements flat, entering the ones whose children matter
 * (Segment, Info, Cluster, BlockGroup), and answers the start of the last block, in seconds (one frame short of the
 * end, 20 ms for Opus), or null when the bytes are not such a file.
 */
const SEGMENT = 0x18538067;
const INFO = 0x1549a966;
const CLUSTER = 0x1f43b675;
const BLOCK_GROUP = 0xa0;
const ENTERED = new Set([SEGMENT, INFO, CLUSTER, BLOCK_GROUP]);
const TIMECODE_SCALE = 0x2ad7b1;
const CLUSTER_TIMECODE = 0xe7;
const SIMPLE_BLOCK = 0xa3;
const BLOCK = 0xa1;

/** A variable-length integer at `at`: its value (the marker bit kept for ids) and its length; null past the end. */
function vint(b: Uint8Array, at: number, keepMarker: boolean) {
  const first = b[at];
  if (first === undefined || first === 0) return null;
  const length = Math.clz32(first) - 23;
  if (at + length > b.length) return null;
  let value = keepMarker ? first : first & (0xff >> length);
  let unknown = value === 0xff >> length;
  for (let i = 1; i < length; i++) {
    value = value * 256 + b[at + i]!;
    unknown &&= b[at + i] === 0xff;
  }
  return { value, length, unknown: !keepMarker && unknown };
}

const uint = (b: Uint8Array, at: number, size: number) => {
  let v = 0;
  for (let i = 0; i < size; i++) v = v * 256 + b[at + i]!;
  return v;
};

export function webmDuration(b: Uint8Array): number | null {
  let at = 0;
  let scale = 1_000_000;
  let cluster = 0;
  let last: number | null = null;
  while (at < b.length) {
    const id = vint(b, at, true);
    const size = id && vint(b, at + id.length, false);
    if (!id || !size) break;
    const body = at + id.length + size.length;
    if (ENTERED.has(id.value)) {
      at = body;
      continue;
    }
    if (size.unknown || body + size.value > b.length) break;
    if (id.value === TIMECODE_SCALE) scale = uint(b, body, size.value);
    else if (id.value === CLUSTER_TIMECODE) cluster = uint(b, body, size.value);
    else if (id.value === SIMPLE_BLOCK || id.value === BLOCK) {
      const track = vint(b, body, false);
      if (track && size.value >= track.length + 2) {
        const relative = new DataView(b.buffer, b.byteOffset + body + track.length, 2).getInt16(0);
        last = Math.max(last ?? 0, cluster + relative);
      }
    }
    at = body + size.value;
  }
  return last === null ? null : (last * scale) / 1e9;
}
