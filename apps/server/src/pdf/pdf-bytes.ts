/**
 * The bytes a pdfkit document writes, once it is ended. pdfkit streams its output, so the chunks are
 * gathered from the start: call this right after creating the document, then draw and `end()` it.
 */
export function pdfBytes(doc: PDFKit.PDFDocument): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
