/** MN0201_01 my profile: only the account's own fields are sent; the avatar is uploaded on its own (AvatarField). */
export { AvatarField } from './MN0201_01.avatar';

export function beforeSubmit(values: Record<string, unknown>) {
  return { contactName: values.contactName ?? null, email: values.email ?? null };
}
