/// <reference lib="dom" />
/**
 * Makes the default explanation video shown before pre-recorded signing
 * (`functions/signing/assets/explanation-video.mp4`): a few slides of text, in English and Malay,
 * about the loan agreement. There is no video encoder on the build machines, so a headless
 * Chromium draws the slides on a canvas and records it with MediaRecorder as MP4 (H.264 when the
 * browser offers it). Run with `npx tsx functions/signing/scripts/make-explanation-video.ts`.
 */
import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium } from 'playwright-core';

const OUT = resolve(import.meta.dirname, '..', 'assets', 'explanation-video.mp4');
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export interface Slide {
  title: string;
  titleMs: string;
  lines: string[];
}

export const slides: Slide[] = [
  {
    title: 'Your loan agreement',
    titleMs: 'Perjanjian pinjaman anda',
    lines: [
      'Before you sign, take a minute to understand',
      'what you are agreeing to.',
      'Sebelum menandatangani, fahami perjanjian anda.',
    ],
  },
  {
    title: 'What the agreement contains',
    titleMs: 'Kandungan perjanjian',
    lines: [
      '• The amount lent and the interest rate',
      '• The instalments: how much and when',
      '• The total you will repay',
      'Jumlah pinjaman, kadar faedah dan ansuran.',
    ],
  },
  {
    title: 'Your rights',
    titleMs: 'Hak anda',
    lines: [
      '• A copy of the signed agreement is yours to keep',
      '• You may settle the loan early',
      '• Ask us anything before you sign',
      'Anda berhak mendapat salinan perjanjian.',
    ],
  },
  {
    title: 'Late payment',
    titleMs: 'Bayaran lewat',
    lines: [
      'An instalment paid late is charged late interest',
      'on the amount in arrears, as the agreement states.',
      'Faedah lewat dikenakan atas ansuran tertunggak.',
    ],
  },
  {
    title: 'Signing',
    titleMs: 'Menandatangani',
    lines: [
      'Sign with your own signature. An attestor',
      'witnesses your signing, and the agreement',
      'is sealed so no one can change it afterwards.',
      'Tandatangan anda disaksikan oleh seorang saksi.',
    ],
  },
];

/** Seconds each slide stays on screen. */
const SLIDE_SECONDS = 3;

/** Runs in the page: draws the slides one after another on a canvas and records it. */
async function record(input: {
  slides: Slide[];
  slideMs: number;
}): Promise<{ type: string; base64: string }> {
  const width = 640;
  const height = 360;
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  document.body.append(canvas);
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('No 2D canvas');
  const type = ['video/mp4;codecs=avc1.42E01E', 'video/mp4;codecs=avc1', 'video/mp4'].find((t) =>
    MediaRecorder.isTypeSupported(t),
  );
  if (!type) throw new Error('This browser cannot record MP4');

  const total = input.slides.length * input.slideMs;
  const draw = (elapsed: number) => {
    const index = Math.min(input.slides.length - 1, Math.floor(elapsed / input.slideMs));
    const slide = input.slides[index]!;
    const within = elapsed - index * input.slideMs;
    // Each slide fades in over its first 400 ms.
    const alpha = Math.min(1, within / 400);
    ctx.fillStyle = '#0b3d5c';
    ctx.fillRect(0, 0, width, height);
    ctx.fillStyle = '#f2b705';
    ctx.fillRect(0, height - 8, (width * elapsed) / total, 8);
    ctx.globalAlpha = alpha;
    ctx.fillStyle = '#ffffff';
    ctx.font = 'bold 34px sans-serif';
    ctx.fillText(slide.title, 40, 80);
    ctx.fillStyle = '#bcd7ea';
    ctx.font = 'italic 22px sans-serif';
    ctx.fillText(slide.titleMs, 40, 114);
    ctx.fillStyle = '#ffffff';
    ctx.font = '22px sans-serif';
    for (const [i, line] of slide.lines.entries()) ctx.fillText(line, 40, 170 + i * 36);
    ctx.globalAlpha = 1;
    ctx.fillStyle = '#bcd7ea';
    ctx.font = '16px sans-serif';
    ctx.fillText(`${index + 1} / ${input.slides.length}`, width - 80, height - 24);
  };

  draw(0);
  const stream = canvas.captureStream(15);
  const recorder = new MediaRecorder(stream, { mimeType: type, videoBitsPerSecond: 110_000 });
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  };
  const stopped = new Promise<void>((done) => {
    recorder.onstop = () => done();
  });
  recorder.start(1000);
  const started = performance.now();
  await new Promise<void>((done) => {
    const timer = setInterval(() => {
      const elapsed = performance.now() - started;
      draw(Math.min(elapsed, total - 1));
      if (elapsed >= total) {
        clearInterval(timer);
        done();
      }
    }, 1000 / 15);
  });
  recorder.stop();
  await stopped;
  const bytes = new Uint8Array(await new Blob(chunks, { type }).arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) {
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  }
  return { type, base64: btoa(binary) };
}

async function main(): Promise<void> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<!doctype html><html lang="en"><body style="margin:0"></body></html>');
    // tsx keeps function names with a `__name` helper that exists only in Node: give the page one.
    await page.evaluate('globalThis.__name = (fn) => fn');
    const out = await page.evaluate(record, { slides, slideMs: SLIDE_SECONDS * 1000 });
    const bytes = Buffer.from(out.base64, 'base64');
    if (bytes.subarray(4, 8).toString('latin1') !== 'ftyp') throw new Error('The recording is not an MP4');
    await writeFile(OUT, bytes);
    console.log(`${OUT}: ${bytes.length} bytes, ${out.type}`);
  } finally {
    await browser.close();
  }
}

await main();
