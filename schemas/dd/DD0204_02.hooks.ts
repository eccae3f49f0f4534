/**
 * DD0204_02 invoice edit & print: the picked signature or logo goes with the invoice's values as
 * base64 (the server checks its type by its content and its size, V05), and after a save the
 * form shows what the server keeps: the invoice's status line and its current image. The current
 * image's fields are hidden, not made invisible, while there is none: Formily drops an invisible
 * field's value and puts back the one it had when it shows again (a just stored image would read
 * as none).
 */
import type { ActionContext } from '../../renderers/actions/types';
import { pickedFile, readBase64 } from '../../renderers/files';

/** transform.beforeSubmit: the picked image (if any) as {fileName, content}; nothing picked keeps the current one. */
export async function invoiceBody(values: Record<string, unknown>) {
  const { image, ...rest } = values;
  const file = pickedFile(image);
  return file ? { ...rest, image: { fileName: file.name, content: await readBase64(file) } } : rest;
}

interface SaveReply { status?: string; imageName?: string | null }

/** The saved invoice's status and image become the form's; the picked file is sent, so it leaves the picker. */
export function afterSave(ctx: ActionContext, reply: SaveReply) {
  const values = ctx.data.values as Record<string, unknown> | undefined;
  if (!values || !reply) return;
  values.status = reply.status;
  values.imageName = reply.imageName ?? null;
  values.removeImage = false;
  values.image = [];
}
