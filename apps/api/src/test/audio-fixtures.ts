/**
 * Small real recordings written in code (no ffmpeg here): a PCM WAV, an Ogg Opus file and a WebM file as a
 * browser's MediaRecorder writes it (no Duration, Segment and Cluster of unknown size). The Opus and WebM frames are
 * one 20 ms "silence" packet repeated; their length is what their pages and blocks say.
 */

/** 16-bit mono PCM at 8 kHz, `seconds` long, a 440 Hz tone (or silence with `amplitude` 0). */
export function wav(seconds: number, amplitude = 8000): Buffer {
  const rate = 8000;
  const samples = Math.round(seconds * rate);
  const out = Buffer.alloc(44 + samples * 2);
  out.write("RIFF", 0, "ascii");
  out.writeUInt32LE(36 + samples * 2, 4);
  out.write("WAVEfmt ", 8, "ascii");
  out.writeUInt32LE(16, 16);
  out.writeUInt16LE(1, 20); // PCM
  out.writeUInt16LE(1, 22); // mono
  out.writeUInt32LE(rate, 24);
  out.writeUInt32LE(rate * 2, 28);
  out.writeUInt16LE(2, 32);
  out.writeUInt16LE(16, 34);
  out.write("data", 36, "ascii");
  out.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++) {
    out.writeInt16LE(Math.round(amplitude * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  }
  return out;
}

/** A CELT 20 ms frame of silence (TOC 0xf8: fullband, 20 ms, one frame). */
const OPUS_FRAME = Buffer.from([0xf8, 0xff, 0xfe]);
const PRE_SKIP = 312;

// Ogg's CRC-32: polynomial 0x04c11db7, not reflected, starting at 0.
const CRC_TABLE = Array.from({ length: 256 }, (_, i) => {
  let r = i << 24;
  for (let j = 0; j < 8; j++) r = r & 0x80000000 ? (r << 1) ^ 0x04c11db7 : r << 1;
  return r >>> 0;
});
const oggCrc = (b: Buffer) => b.reduce((c, x) => ((c << 8) ^ CRC_TABLE[((c >>> 24) ^ x) & 0xff]!) >>> 0, 0);

/** One Ogg page holding `packets` whole (each under 255 bytes). */
function oggPage(packets: Buffer[], granule: number, seq: number, flags: number) {
  const h = Buffer.alloc(27 + packets.length);
  h.write("OggS", 0, "ascii");
  h[5] = flags;
  h.writeBigInt64LE(BigInt(granule), 6);
  h.writeUInt32LE(0x5eed, 14);
  h.writeUInt32LE(seq, 18);
  h[26] = packets.length;
  packets.forEach((p, i) => {
    h[27 + i] = p.length;
  });
  const page = Buffer.concat([h, ...packets]);
  page.writeUInt32LE(oggCrc(page), 22);
  return page;
}

export function oggOpus(seconds: number): Buffer {
  const head = Buffer.alloc(19);
  head.write("OpusHead", 0, "ascii");
  head[8] = 1;
  head[9] = 1;
  head.writeUInt16LE(PRE_SKIP, 10);
  head.writeUInt32LE(48_000, 12);
  const tags = Buffer.concat([
    Buffer.from("OpusTags"),
    Buffer.from([4, 0, 0, 0]),
    Buffer.from("test"),
    Buffer.alloc(4),
  ]);
  const pages = [oggPage([head], 0, 0, 2), oggPage([tags], 0, 1, 0)];
  const frames = Math.round(seconds * 50);
  for (let done = 0, seq = 2; done < frames; seq++) {
    const count = Math.min(50, frames - done);
    done += count;
    pages.push(oggPage(Array(count).fill(OPUS_FRAME), PRE_SKIP + done * 960, seq, done >= frames ? 4 : 0));
  }
  return Buffer.concat(pages);
}

const UNKNOWN = Buffer.from([0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]);
function ebml(id: number[], payload: Buffer | number[], unknownSize = false) {
  const body = Buffer.from(payload);
  const size = Buffer.alloc(8);
  size.writeBigUInt64BE(BigInt(body.length) | (1n << 56n));
  return Buffer.concat([Buffer.from(id), unknownSize ? UNKNOWN : size, body]);
}
const u = (n: number, bytes: number) => {
  const b = Buffer.alloc(bytes);
  b.writeUIntBE(n, 0, bytes);
  return b;
};

/** As Chrome's MediaRecorder writes it: EBML header, Segment and Clusters of unknown size, no Duration. */
export function webm(seconds: number): Buffer {
  const header = ebml([0x1a, 0x45, 0xdf, 0xa3], Buffer.concat([ebml([0x42, 0x82], Buffer.from("webm"))]));
  const info = ebml([0x15, 0x49, 0xa9, 0x66], Buffer.concat([ebml([0x2a, 0xd7, 0xb1], u(1_000_000, 3))]));
  const audio = ebml([0xe1], Buffer.concat([ebml([0xb5], Buffer.from([0x47, 0x3b, 0x80, 0x00])), ebml([0x9f], [1])]));
  const track = ebml(
    [0xae],
    Buffer.concat([ebml([0xd7], [1]), ebml([0x83], [2]), ebml([0x86], Buffer.from("A_OPUS")), audio]),
  );
  const tracks = ebml([0x16, 0x54, 0xae, 0x6b], track);
  const clusters: Buffer[] = [];
  const frames = Math.round(seconds * 50);
  for (let start = 0; start < frames; start += 500) {
    const blocks = [ebml([0xe7], u(start * 20, 4))];
    for (let f = start; f < Math.min(frames, start + 500); f++) {
      blocks.push(
        ebml([0xa3], Buffer.concat([Buffer.from([0x81]), u((f - start) * 20, 2), Buffer.from([0x80]), OPUS_FRAME])),
      );
    }
    clusters.push(Buffer.concat([Buffer.from([0x1f, 0x43, 0xb6, 0x75]), UNKNOWN, ...blocks]));
  }
  const segment = Buffer.concat([Buffer.from([0x18, 0x53, 0x80, 0x67]), UNKNOWN, info, tracks, ...clusters]);
  return Buffer.concat([header, segment]);
}
