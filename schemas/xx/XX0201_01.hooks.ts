/**
 * XX0201_01 personal information: where the review stands (ProfileStatus), the documents sent with
 * it (ProfileDocuments), and after a save what it did, in the server's words (submitted for review,
 * still awaiting it, or saved while staying approved).
 */
import type { ActionContext } from '../../renderers/actions/types';

export { ProfileStatus, ProfileDocuments } from './XX0201_01.profile';

interface SaveReply { orderStatus?: string; submittedAt?: string | null; message?: string }

/** The answer's status becomes the form's (the status note follows); its message says what the save did. */
export function afterSave(ctx: ActionContext, reply: SaveReply) {
  const values = ctx.data.values as Record<string, unknown> | undefined;
  if (values && reply?.orderStatus) {
    values.submittedAt = reply.submittedAt ?? values.submittedAt;
    values.orderStatus = reply.orderStatus;
  }
  if (reply?.message) ctx.message.success(reply.message);
}
