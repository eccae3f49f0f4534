/**
 * PDFs put together into one, in order, every page of each (pdf-lib's copyPages): a batch of
 * labels printed as one job. A file that is not a readable PDF throws `UnreadablePdf` naming its
 * index, so the caller can say which document it was.
 */
import { PDFDocument } from 'pdf-lib';

export class UnreadablePdf extends Error {
  constructor(readonly index: number, cause: unknown) {
    super(`document ${index} is not a readable PDF`, { cause });
  }
}

export async function mergePdfs(files: Uint8Array[], title?: string): Promise<Uint8Array> {
  const merged = await PDFDocument.create();
  if (title) merged.setTitle(title);
  for (const [index, bytes] of files.entries()) {
    let source: PDFDocument;
    try {
      source = await PDFDocument.load(bytes);
    } catch (err) {
      throw new UnreadablePdf(index, err);
    }
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  return merged.save();
}
