import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkUpload, detectUploadType, uploadTypeOf, zUploadFile } from './upload.ts';

const MB = 1024 * 1024;
const TOO_BIG = 'Max file size is - 10MB';
const NOT_SUPPORTED = 'Selected File is not Supported for Upload';

describe('checkUpload', () => {
  it('accepts pdf, png and jpg up to 10 MB', () => {
    expect(checkUpload({ name: 'licence.pdf', type: 'application/pdf', size: 1000 })).toBeNull();
    expect(checkUpload({ name: 'scan.PNG', type: 'image/png', size: 10 * MB })).toBeNull();
    expect(checkUpload({ name: 'photo.jpg', type: 'image/jpeg', size: 1 })).toBeNull();
    expect(checkUpload({ name: 'photo.jpeg', type: 'image/jpeg', size: 1 })).toBeNull();
  });
  it("boundary: 10 MB passes, one byte more reads 'Max file size is - 10MB'", () => {
    expect(checkUpload({ name: 'a.pdf', type: 'application/pdf', size: 10 * MB })).toBeNull();
    expect(checkUpload({ name: 'a.pdf', type: 'application/pdf', size: 10 * MB + 1 })).toBe(TOO_BIG);
  });
  it("other types read 'Selected File is not Supported for Upload'", () => {
    for (const name of ['a.gif', 'a.docx', 'a.pdf.exe', 'pdf', 'a.', 'a.heic']) {
      expect(checkUpload({ name, type: '', size: 1 })).toBe(NOT_SUPPORTED);
    }
  });
  it('a mime type that disagrees with the name is not supported; an empty one is left to the name', () => {
    expect(checkUpload({ name: 'a.pdf', type: 'text/html', size: 1 })).toBe(NOT_SUPPORTED);
    expect(checkUpload({ name: 'a.png', type: 'image/jpeg', size: 1 })).toBe(NOT_SUPPORTED);
    expect(checkUpload({ name: 'a.png', type: '', size: 1 })).toBeNull();
  });
  it('checks the type before the size', () => {
    expect(checkUpload({ name: 'a.gif', type: 'image/gif', size: 50 * MB })).toBe(NOT_SUPPORTED);
  });
  it('uploadTypeOf names the allowed type', () => {
    expect(uploadTypeOf({ name: 'x.JPEG', type: 'image/jpeg' })?.extension).toBe('jpg');
    expect(uploadTypeOf({ name: 'x.txt', type: 'text/plain' })).toBeNull();
  });
  it('property: any allowed file at or under 10 MB passes; over it fails', () => {
    const allowed = fc.constantFrom(
      { ext: 'pdf', mime: 'application/pdf' },
      { ext: 'png', mime: 'image/png' },
      { ext: 'jpg', mime: 'image/jpeg' },
    );
    fc.assert(
      fc.property(
        allowed,
        fc.string({ maxLength: 20 }),
        fc.integer({ min: 0, max: 20 * MB }),
        (t, stem, size) => {
          const result = checkUpload({ name: `${stem}.${t.ext}`, type: t.mime, size });
          return size <= 10 * MB ? result === null : result === TOO_BIG;
        },
      ),
    );
  });
});

describe('detectUploadType', () => {
  it('knows the content by its magic bytes', () => {
    expect(detectUploadType(new TextEncoder().encode('%PDF-1.7\n'))).toBe('pdf');
    expect(detectUploadType(Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe('png');
    expect(detectUploadType(Uint8Array.of(0xff, 0xd8, 0xff, 0xe0))).toBe('jpg');
  });
  it('refuses anything else, including a renamed HTML page and short input', () => {
    expect(detectUploadType(new TextEncoder().encode('<html>'))).toBeNull();
    expect(detectUploadType(Uint8Array.of(0x25, 0x50))).toBeNull();
    expect(detectUploadType(new Uint8Array())).toBeNull();
  });
});

describe('zUploadFile', () => {
  it('keeps the very object it was given (a File must not be copied)', () => {
    const file = { name: 'a.pdf', type: 'application/pdf', size: 5 };
    expect(zUploadFile.parse(file)).toBe(file);
  });
  it('reports the spec messages and requires a file', () => {
    expect(zUploadFile.safeParse({ name: 'a.gif', type: '', size: 5 }).error?.issues[0]?.message).toBe(
      NOT_SUPPORTED,
    );
    expect(zUploadFile.safeParse({ name: 'a.pdf', type: '', size: 11 * MB }).error?.issues[0]?.message).toBe(
      TOO_BIG,
    );
    expect(zUploadFile.safeParse(null).error?.issues[0]?.message).toBe('This field is required');
  });
});
