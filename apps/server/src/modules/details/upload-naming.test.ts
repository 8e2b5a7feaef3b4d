// SECURITY.md, Files: an upload is kept and downloaded under a name whose extension is what its content
// is, whatever the user called it; the user's name is only shown (as text, without control or bidi
// characters); a PDF that carries scripts or launch actions is refused and nothing is kept.
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from '../../testing/http.ts';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
let dataDir: string;
let token: string;

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4]);
const pdfWith = (body: string) => new TextEncoder().encode(`%PDF-1.4\n${body}\n%%EOF\n`);
const UNSUPPORTED = { file: ['Selected File is not Supported for Upload'] };

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'upload-naming-test-'));
  t = await createTestApp({ dataDir: path.join(dataDir, 'db') });
  token = await signIn(t.app, 'details@demo.test');
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** The multipart form the upload fields send, the name given in the file part only. */
async function upload(bytes: Uint8Array, fileName: string) {
  const boundary = '----upload-naming-boundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="`),
    Buffer.from(fileName, 'utf8'),
    Buffer.from('"\r\nContent-Type: application/octet-stream\r\n\r\n'),
    Buffer.from(bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/personal-document/',
    headers: { authorization: `Token ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { status: res.statusCode, json: res.json() };
}

const storedFiles = async () =>
  (await readdir(`${path.join(dataDir, 'db')}-files`, { recursive: true }).catch(() => [])).filter((f) =>
    /\.\w+$/.test(String(f)),
  );
const rowCount = async () =>
  (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM personal_documents'))[0]!.n;

describe('uploaded file names', () => {
  const names: Array<[string, string, string]> = [
    // [the name sent, the name shown back, the name the download is saved under]
    ['x.html', 'x.html', 'x.png'],
    ['x.svg', 'x.svg', 'x.png'],
    ['evil\u202Egnp.exe', 'evilgnp.exe', 'evilgnp.png'],
    [
      '<img src=x onerror=alert(1)>.png',
      '<img src=x onerror=alert(1)>.png',
      '<img src=x onerror=alert(1)>.png',
    ],
  ];
  for (const [sent, shown, saved] of names) {
    it(`PNG content named ${JSON.stringify(sent)} is stored and served as .png under a safe name`, async () => {
      const res = await upload(PNG, sent);
      expect(res.status).toBe(200);
      expect(res.json.file_name).toBe(shown);
      const [row] = await t.db.query<{ storage_key: string; file_type: string }>(
        'SELECT storage_key, file_type FROM personal_documents WHERE id = $1',
        [res.json.id],
      );
      expect(row!.storage_key).toMatch(/^[a-f0-9]{32}\.png$/);

      const download = await call(t.app, `/api/personal-document/${res.json.id}/`, { token });
      expect(download.status).toBe(200);
      expect(download.headers['content-type']).toBe('image/png');
      const disposition = String(download.headers['content-disposition']);
      const plain = disposition.match(/filename="([^"]*)"/)?.[1];
      const extended = disposition.match(/filename\*=UTF-8''([^;]*)/)?.[1];
      // The plain name: letters, digits, space, dash and underscore only, ending in the content's extension.
      expect(plain).toMatch(/^[A-Za-z0-9 _-]+\.png$/);
      expect(decodeURIComponent(extended!)).toBe(saved);
      expect(extended).toMatch(/^[A-Za-z0-9!#$&+.^_`|~%-]+$/);
      expect([...disposition].every((c) => c >= ' ' && c <= '~')).toBe(true);
    });
  }
});

describe('PDFs with active content', () => {
  const active: Array<[string, string]> = [
    ['/JavaScript', '1 0 obj << /Type /Catalog /Names << /JavaScript 2 0 R >> >> endobj'],
    ['/JS in an OpenAction', '1 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj'],
    ['/Launch', '1 0 obj << /OpenAction << /S /Launch /F (calc.exe) >> >> endobj'],
    ['/AA', '3 0 obj << /Type /Page /AA << /O 4 0 R >> >> endobj'],
    ['/EmbeddedFile', '5 0 obj << /Type /EmbeddedFile /Length 3 >> stream\nMZ\nendstream endobj'],
    ['a name spelt with #xx escapes', '1 0 obj << /S /J#61va#53cript /J#53 (x) >> endobj'],
  ];
  for (const [name, body] of active) {
    it(`a PDF with ${name} is refused with the unsupported-file message, and nothing is kept`, async () => {
      const rows = await rowCount();
      const files = await storedFiles();
      const res = await upload(pdfWith(body), 'statement.pdf');
      expect(res.status).toBe(400);
      expect(res.json).toEqual(UNSUPPORTED);
      expect(await rowCount()).toBe(rows);
      expect(await storedFiles()).toEqual(files);
    });
  }

  it('a PDF whose active content sits in a compressed object stream is refused too', async () => {
    const { deflateSync } = await import('node:zlib');
    const hidden = deflateSync(Buffer.from('<< /S /JavaScript /JS (app.alert(1)) >>'));
    const bytes = Buffer.concat([
      Buffer.from(
        `%PDF-1.5\n7 0 obj << /Type /ObjStm /Filter /FlateDecode /Length ${hidden.length} >>\nstream\n`,
      ),
      hidden,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);
    const res = await upload(bytes, 'statement.pdf');
    expect(res.status).toBe(400);
    expect(res.json).toEqual(UNSUPPORTED);
  });

  /** A scanned page: one JPEG image stream whose bytes are `imageBytes`. */
  const scannedPage = (imageBytes: Buffer) =>
    Buffer.concat([
      Buffer.from(
        `%PDF-1.4\n1 0 obj << /Type /XObject /Subtype /Image /Filter /DCTDecode /Length ${imageBytes.length} >>\nstream\n`,
      ),
      imageBytes,
      Buffer.from('\nendstream\nendobj\n%%EOF\n'),
    ]);

  it('a scanned page whose image bytes happen to spell /JS or /AA is accepted: image data is not read for names', async () => {
    // JPEG markers around the bytes '/JS /AA', as compressed image data can hold by chance.
    const image = Buffer.concat([
      Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
      Buffer.from('/JS /AA\n'),
      Buffer.from([0xff, 0xd9]),
    ]);
    const res = await upload(scannedPage(image), 'scan.pdf');
    expect(res.status).toBe(200);
    expect(res.json.file_name).toBe('scan.pdf');
  });

  it('an object hidden in an image stream’s bytes is still read: a viewer can reach it by its header', async () => {
    const hidden = Buffer.from(
      '\n2 0 obj << /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >> endobj\n',
    );
    const res = await upload(scannedPage(hidden), 'scan.pdf');
    expect(res.status).toBe(400);
    expect(res.json).toEqual(UNSUPPORTED);
  });

  it('a plain PDF (an /OpenAction that only sets the view, a URI link, a name like /JSON) is accepted', async () => {
    const res = await upload(
      pdfWith(
        '1 0 obj << /Type /Catalog /OpenAction [3 0 R /Fit] >> endobj\n2 0 obj << /A << /S /URI /URI (https://example.com) >> /JSON 1 >> endobj',
      ),
      'statement.pdf',
    );
    expect(res.status).toBe(200);
    expect(res.json.file_name).toBe('statement.pdf');
  });
});
