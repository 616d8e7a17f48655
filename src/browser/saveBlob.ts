// Downloads in the browser: a blob saved under a file name, and a CSV document (domain/csv.ts) as a file.
import { CSV_MEDIA_TYPE } from '../../domain/csv.ts';

/** Saves a blob under `filename` through a temporary link (the browser's download, no new tab). */
export const saveBlob = (blob: Blob, filename: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
};

/** Saves a CSV document (toCsv's text) under `filename`. */
export const saveCsv = (text: string, filename: string) =>
  saveBlob(new Blob([text], { type: CSV_MEDIA_TYPE }), filename);
