import { isEmpty } from './util';
import { issue, type Validator } from './types';

export const uploadKeys = ['validation.upload.type', 'validation.upload.size', 'validation.upload.invalid'] as const;

const KB = 1024;
const MB = 1024 * KB;

export interface UploadLimit {
  /** Allowed extensions in lower case without the dot; absent = any type. */
  extensions?: readonly string[];
  maxBytes: number;
}

/** V05 (spec section 5): the named upload limits. */
export const UPLOAD_PRESETS = {
  /** Documents: PDF only, at most 2 MB. */
  document: { extensions: ['pdf'], maxBytes: 2 * MB },
  /** Images: at most 2 MB. */
  image: { extensions: ['jpg', 'jpeg', 'png', 'gif', 'bmp', 'webp'], maxBytes: 2 * MB },
  /** Avatar: JPG, at most 2 MB. */
  avatar: { extensions: ['jpg', 'jpeg'], maxBytes: 2 * MB },
  /** Invoice image: jpg or png, at most 500 KB. */
  invoiceImage: { extensions: ['jpg', 'jpeg', 'png'], maxBytes: 500 * KB },
  /** General files: any type, at most 10 MB. */
  general: { maxBytes: 10 * MB },
} as const satisfies Record<string, UploadLimit>;
export type UploadPreset = keyof typeof UPLOAD_PRESETS;

const MIME: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  bmp: 'image/bmp',
  webp: 'image/webp',
};

/** 2097152 -> '2 MB', 512000 -> '500 KB'. */
export function formatBytes(bytes: number): string {
  if (bytes >= MB && Number.isInteger((bytes * 10) / MB)) return `${bytes / MB} MB`;
  if (bytes >= KB) return `${Math.round((bytes / KB) * 10) / 10} KB`;
  return `${bytes} B`;
}

/** A browser File, an antd/Formily UploadFile ({name, size, type, originFileObj}) or the server's {name|filename, size, type|mimetype}. */
export interface FileLike {
  name?: string;
  filename?: string;
  size?: number;
  type?: string;
  mimetype?: string;
  originFileObj?: { name?: string; size?: number; type?: string };
}

export interface UploadArgs {
  preset?: UploadPreset;
  /** Overrides the preset's extensions. */
  extensions?: string[];
  /** Overrides the preset's size limit. */
  maxBytes?: number;
}

/**
 * V05: one file or a list of files within a type and size limit. The type is the file name's
 * extension; a MIME type, when the file has one, must agree with an allowed extension. With no
 * preset and no extensions any type is allowed and the limit is the general 10 MB.
 */
export const upload: Validator<UploadArgs> = (value, args = {}) => {
  if (isEmpty(value)) return undefined;
  const base: UploadLimit = UPLOAD_PRESETS[args.preset ?? 'general'];
  const extensions = args.extensions?.map((e) => e.toLowerCase().replace(/^\./, '')) ?? base.extensions;
  const maxBytes = args.maxBytes ?? base.maxBytes;
  for (const file of Array.isArray(value) ? value : [value]) {
    if (!file || typeof file !== 'object') return issue('validation.upload.invalid');
    const f = file as FileLike;
    const name = f.name ?? f.filename ?? f.originFileObj?.name ?? '';
    const size = f.size ?? f.originFileObj?.size;
    const type = f.type ?? f.mimetype ?? f.originFileObj?.type ?? '';
    if (extensions) {
      const ext = /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase();
      const typeOk = ext !== undefined && extensions.includes(ext) && (!type || !MIME[ext] || MIME[ext] === type.toLowerCase());
      if (!typeOk) return issue('validation.upload.type', { types: extensions.filter((e) => e !== 'jpeg').join(', ') || extensions.join(', ') });
    }
    if (typeof size !== 'number' || !Number.isFinite(size) || size < 0) return issue('validation.upload.invalid');
    if (size > maxBytes) return issue('validation.upload.size', { size: formatBytes(maxBytes) });
  }
  return undefined;
};

export const uploadArgsSchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    preset: { enum: Object.keys(UPLOAD_PRESETS) },
    extensions: { type: 'array', items: { type: 'string', minLength: 1 } },
    maxBytes: { type: 'integer', minimum: 1 },
  },
} as const;
