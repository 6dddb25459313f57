// An uploaded .xlsx as a zip archive: the upload spooled into an unnamed temporary file (at most
// the upload limit; unlinked as soon as it is opened, so nothing stays on disk whatever happens),
// its parts listed with a cap on their number and inflated with a cap on each part's bytes.
import { close, open, write } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { promisify } from 'node:util';
import yauzl from 'yauzl';
import { fileError } from './errors.js';

/** The refusal of a spreadsheet larger than the limits once unpacked. */
export const tooLarge = (why: string) => fileError('SPREADSHEET_TOO_LARGE', why);

const MB = 1024 * 1024;
const openFd = promisify(open);
const writeFd = promisify(write);
const closeFd = promisify(close);

export class SpooledZip {
  private constructor(
    private readonly zip: yauzl.ZipFile,
    private readonly entries: Map<string, yauzl.Entry>,
  ) {}

  /** Writes the upload to an unnamed temporary file and lists its parts (at most `maxEntries`). */
  static async open(source: AsyncIterable<Buffer>, maxEntries: number): Promise<SpooledZip> {
    const dir = await mkdtemp(join(tmpdir(), 'portal-import-'));
    let fd: number;
    try {
      fd = await openFd(join(dir, 'upload.xlsx'), 'w+', 0o600);
    } finally {
      // Unlinked at once: the open handle keeps the bytes until it is closed (or the process ends).
      await rm(dir, { recursive: true, force: true });
    }
    // Once yauzl has the descriptor, it closes it when the archive and its streams are closed.
    let zip: yauzl.ZipFile | undefined;
    try {
      for await (const chunk of source)
        for (let at = 0; at < chunk.length;) at += (await writeFd(fd, chunk, at)).bytesWritten;
      const z = await new Promise<yauzl.ZipFile>((resolve, reject) =>
        yauzl.fromFd(
          fd,
          { lazyEntries: true, autoClose: false, validateEntrySizes: true },
          (err, opened) => (err ? reject(err) : resolve(opened)),
        ),
      );
      zip = z;
      if (z.entryCount > maxEntries)
        throw tooLarge(`The spreadsheet holds more than ${maxEntries} parts.`);
      const entries = await new Promise<Map<string, yauzl.Entry>>((resolve, reject) => {
        const found = new Map<string, yauzl.Entry>();
        z.on('entry', (e: yauzl.Entry) => {
          found.set(e.fileName.toLowerCase(), e);
          z.readEntry();
        });
        z.once('end', () => resolve(found));
        z.once('error', reject);
        z.readEntry();
      });
      return new SpooledZip(z, entries);
    } catch (err) {
      if (zip) zip.close();
      else await closeFd(fd);
      throw err;
    }
  }

  /** Whether the archive holds this part (names compared without case, as Excel does). */
  has(name: string) {
    return this.entries.has(name.toLowerCase());
  }

  /** A part's unpacked bytes as they inflate; refused past `maxBytes` (declared or actual). */
  async *read(name: string, maxBytes: number): AsyncGenerator<Buffer> {
    const entry = this.entries.get(name.toLowerCase());
    if (!entry) return;
    const refuse = () =>
      tooLarge(`The spreadsheet part ${name} unpacks to more than ${Math.ceil(maxBytes / MB)} MB.`);
    if (entry.uncompressedSize > maxBytes) throw refuse();
    const stream = await new Promise<Readable>((resolve, reject) =>
      this.zip.openReadStream(entry, (err, s) => (err ? reject(err) : resolve(s))),
    );
    let total = 0;
    try {
      for await (const chunk of stream as AsyncIterable<Buffer>) {
        total += chunk.length;
        if (total > maxBytes) throw refuse();
        yield chunk;
      }
    } finally {
      stream.destroy();
    }
  }

  close() {
    this.zip.close();
  }
}
