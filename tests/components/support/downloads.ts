// Downloads in a component test: src/browser/saveBlob.ts saves a file through an object URL and a link's click,
// neither of which jsdom carries out. captureDownloads stands in for both for the current test only (put back when
// it ends, so no other test or file of the worker inherits them) and records what the user would have saved.
import { onTestFinished, vi } from 'vitest';

export interface SavedFile {
  /** The file name the link offered (its download attribute). */
  name: string;
  /** The blob behind the link's object URL. */
  blob: Blob;
}

/** Records the files this test saves, in order; the array fills as links are clicked. */
export const captureDownloads = (): SavedFile[] => {
  const saved: SavedFile[] = [];
  const blobs = new Map<string, Blob>();
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const url = `blob:test/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  });
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.getAttribute('href') ?? '') ?? new Blob() });
  });
  onTestFinished(() => {
    click.mockRestore();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
  });
  return saved;
};
