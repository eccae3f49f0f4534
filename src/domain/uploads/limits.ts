/**
 * Upload limits (spec section 5, V05): documents PDF only and at most 2 MB; images at most 2 MB;
 * an avatar a JPG of at most 2 MB; an invoice image a jpg or png of at most 500 KB; general files
 * at most 10 MB. Shared by the client (a check before sending) and the server (which also looks at
 * the file's first bytes, platform/files/uploads.ts).
 */

export type FileKind = 'pdf' | 'jpeg' | 'png';

/** A kind of upload: which file kinds it takes and how large. */
export interface UploadRule {
  kinds: readonly FileKind[];
  maxBytes: number;
}

const MB = 1024 * 1024;

export const UPLOAD_RULES = {
  /** A licence or identity document: the spec's document (PDF) or image, each at most 2 MB (XX0201_01). */
  document: { kinds: ['pdf', 'jpeg', 'png'], maxBytes: 2 * MB },
  avatar: { kinds: ['jpeg'], maxBytes: 2 * MB },
  invoiceImage: { kinds: ['jpeg', 'png'], maxBytes: 500 * 1024 },
} as const satisfies Record<string, UploadRule>;

export type UploadRuleName = keyof typeof UPLOAD_RULES;

export const EXTENSIONS: Record<FileKind, readonly string[]> = { pdf: ['.pdf'], jpeg: ['.jpg', '.jpeg'], png: ['.png'] };
export const MIME_TYPES: Record<FileKind, string> = { pdf: 'application/pdf', jpeg: 'image/jpeg', png: 'image/png' };

/** The file kind a name's extension says, if any. */
export function kindOfName(fileName: string): FileKind | undefined {
  const ext = /\.[^.]+$/.exec(fileName.toLowerCase())?.[0];
  return (Object.keys(EXTENSIONS) as FileKind[]).find((k) => ext && EXTENSIONS[k].includes(ext));
}

/** What is wrong with a file before it is sent: its type by name, or its size. */
export type UploadIssue = { problem: 'type'; accepted: string } | { problem: 'size'; maxKb: number };

export function uploadIssue(rule: UploadRule, fileName: string, bytes: number): UploadIssue | undefined {
  const kind = kindOfName(fileName);
  if (!kind || !rule.kinds.includes(kind)) return { problem: 'type', accepted: acceptedNames(rule) };
  if (bytes <= 0 || bytes > rule.maxBytes) return { problem: 'size', maxKb: Math.round(rule.maxBytes / 1024) };
  return undefined;
}

/** 'PDF, JPG, PNG': what a message names. */
export const acceptedNames = (rule: UploadRule): string => rule.kinds.map((k) => (k === 'jpeg' ? 'JPG' : k.toUpperCase())).join(', ');

/** An `accept` attribute for a file input: '.pdf,.jpg,.jpeg,.png'. */
export const acceptAttribute = (rule: UploadRule): string => rule.kinds.flatMap((k) => EXTENSIONS[k]).join(',');

/** A size as people read it: 2 MB, 1.5 MB, 500 KB, 65 B (never "0 KB" for a small file). */
export function sizeText(bytes: number): string {
  if (bytes >= MB) return `${Number((bytes / MB).toFixed(1))} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} B`;
}
