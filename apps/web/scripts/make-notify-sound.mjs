// Writes public/sounds/notify.wav: a soft two-tone chime (0.25 s, 16 kHz mono, 16-bit PCM, ~8 KB).
// Generated here rather than downloaded; run `node scripts/make-notify-sound.mjs` to recreate it.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const rate = 16000;
const tones = [
  { hz: 880, seconds: 0.11 },
  { hz: 1318.5, seconds: 0.14 },
];
const samples = [];
for (const { hz, seconds } of tones) {
  const count = Math.round(rate * seconds);
  for (let i = 0; i < count; i++) {
    const t = i / rate;
    // Short attack and exponential decay avoid clicks and keep it gentle.
    const envelope = Math.min(1, i / (rate * 0.005)) * Math.exp((-4 * i) / count);
    samples.push(Math.sin(2 * Math.PI * hz * t) * envelope * 0.6);
  }
}

const dataBytes = samples.length * 2;
const wav = Buffer.alloc(44 + dataBytes);
wav.write('RIFF', 0);
wav.writeUInt32LE(36 + dataBytes, 4);
wav.write('WAVE', 8);
wav.write('fmt ', 12);
wav.writeUInt32LE(16, 16);
wav.writeUInt16LE(1, 20); // PCM
wav.writeUInt16LE(1, 22); // mono
wav.writeUInt32LE(rate, 24);
wav.writeUInt32LE(rate * 2, 28);
wav.writeUInt16LE(2, 32);
wav.writeUInt16LE(16, 34);
wav.write('data', 36);
wav.writeUInt32LE(dataBytes, 40);
samples.forEach((value, index) => {
  wav.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32767), 44 + index * 2);
});

const target = join(dirname(fileURLToPath(import.meta.url)), '../public/sounds/notify.wav');
mkdirSync(dirname(target), { recursive: true });
writeFileSync(target, wav);
console.log(`wrote ${target} (${wav.length} bytes)`);
