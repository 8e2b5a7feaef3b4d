import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBsbDirectory, csvFields, embeddedBsbDirectory, institutionOf } from './bsb-directory.ts';

describe('embedded BSB directory', () => {
  const directory = embeddedBsbDirectory();

  it('names the institution from the leading digits', () => {
    expect(institutionOf('013006')?.name).toBe('Australia and New Zealand Banking Group');
    expect(institutionOf('032000')?.name).toBe('Westpac Banking Corporation');
    expect(institutionOf('733000')?.name).toBe('Westpac Banking Corporation');
    expect(institutionOf('062999')?.name).toBe('Commonwealth Bank of Australia');
    expect(institutionOf('083004')?.name).toBe('National Australia Bank');
    expect(institutionOf('105900')?.name).toMatch(/^BankSA/);
    expect(institutionOf('112879')?.name).toMatch(/^St.George/);
    expect(institutionOf('124001')?.name).toBe('Bank of Queensland');
    expect(institutionOf('193879')?.name).toMatch(/^Bank of Melbourne/);
    expect(institutionOf('306089')?.name).toMatch(/^Bankwest/);
    expect(institutionOf('484799')?.name).toBe('Suncorp Bank');
    expect(institutionOf('633000')?.name).toMatch(/^Bendigo Bank/);
    expect(institutionOf('802985')?.name).toBe('Cuscal');
  });

  it('prefers a three-digit institution code to a two-digit one', () => {
    expect(institutionOf('814123')?.name).toBe('Great Southern Bank');
    expect(institutionOf('939200')?.name).toBe('AMP Bank');
  });

  it('answers a listed branch as found, with its branch name', () => {
    expect(directory.lookup('062000')).toEqual({
      bsb: '062000',
      bank: 'Commonwealth Bank of Australia',
      branch_name: '48 Martin Place',
      bsb_was_found: true,
    });
  });

  it('answers a BSB in a known range but not listed with the bank only, not found', () => {
    expect(directory.lookup('062555')).toEqual({
      bsb: '062555',
      bank: 'Commonwealth Bank of Australia',
      branch_name: '',
      bsb_was_found: false,
    });
  });

  it('answers null when no institution uses the leading digits', () => {
    expect(directory.lookup('999999')).toBeNull();
    expect(directory.lookup('500000')).toBeNull();
    expect(directory.lookup('277123')).toBeNull();
  });
});

describe('AusPayNet file directory (BSB_DIRECTORY_FILE)', () => {
  let dir: string;
  let file: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'bsb-file-'));
    file = path.join(dir, 'BSBDirectory.csv');
    await writeFile(
      file,
      [
        '"012-003","ANZ","ANZ Smart Choice","Level 1, 20 Martin Place","Sydney","NSW","2000","PEH"',
        '"033-999","WBC","Test ""Quoted"" Branch","1 George St","Sydney","NSW","2000","PEH"',
        '"277-123","XYZ","Unknown Institution Branch","1 Main St","Perth","WA","6000","PEH"',
        '',
      ].join('\r\n'),
    );
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('reads every branch of the file with the bank from its range', () => {
    const directory = createBsbDirectory(file);
    expect(directory.lookup('012003')).toEqual({
      bsb: '012003',
      bank: 'Australia and New Zealand Banking Group',
      branch_name: 'ANZ Smart Choice',
      bsb_was_found: true,
    });
    expect(directory.lookup('033999')?.branch_name).toBe('Test "Quoted" Branch');
  });

  it('names the bank by its mnemonic when its range is unknown, and still knows unlisted BSBs by range', () => {
    const directory = createBsbDirectory(file);
    expect(directory.lookup('277123')).toMatchObject({ bank: 'XYZ', bsb_was_found: true });
    expect(directory.lookup('062000')).toMatchObject({ branch_name: '', bsb_was_found: false });
    expect(directory.lookup('999999')).toBeNull();
  });

  it('refuses at start a file without any BSB line', async () => {
    const empty = path.join(dir, 'empty.csv');
    await writeFile(empty, 'not,a,bsb,file\n');
    expect(() => createBsbDirectory(empty)).toThrow(/holds no BSB lines/);
  });

  it('uses the embedded directory when no file is configured', () => {
    expect(createBsbDirectory(undefined).lookup('062000')?.branch_name).toBe('48 Martin Place');
  });
});

describe('csvFields', () => {
  it('splits quoted fields holding commas', () => {
    expect(csvFields('"a,b", c ,"d""e"')).toEqual(['a,b', 'c', 'd"e']);
  });
});
