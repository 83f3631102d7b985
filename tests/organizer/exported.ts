import type { Download, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';

/** What the organizer's downloads and prints hold, read as a person opening them would. */

/** A download's bytes. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** What 'Export JSON and photos (zip)' saves: the zip's name, its JSON, and every file in it. */
export async function exportZip(
  page: Page,
  timeout?: number,
): Promise<{ fileName: string; json: unknown; files: Record<string, Uint8Array> }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout }),
    page.getByRole('button', { name: 'Export JSON and photos (zip)' }).click(),
  ]);
  const files = unzipSync(new Uint8Array(await downloadedBytes(download)));
  const jsonFile = Object.keys(files).find((name) => name.endsWith('.json'));
  const json: unknown = jsonFile
    ? JSON.parse(strFromU8(files[jsonFile] ?? new Uint8Array()))
    : null;
  return { fileName: download.suggestedFilename(), json, files };
}

async function pdfDocument(pdf: Buffer) {
  const { getDocument } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  return getDocument({ data: new Uint8Array(pdf) }).promise;
}

/** Every page's text, as a PDF reader extracts it (Mozilla's PDF.js). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await pdfDocument(pdf);
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const content = await (await document.getPage(number)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return pages.join('\n');
}

/** How many raster images the PDF's pages paint (a photo is one). */
export async function pdfImageCount(pdf: Buffer): Promise<number> {
  const { OPS } = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfDocument(pdf);
  let images = 0;
  for (let number = 1; number <= document.numPages; number += 1) {
    const { fnArray } = await (await document.getPage(number)).getOperatorList();
    images += fnArray.filter(
      (op) => op === OPS.paintImageXObject || op === OPS.paintInlineImageXObject,
    ).length;
  }
  return images;
}
