/** MN0201_02 change password: the confirmation is the form's own check; the server takes the current and the new password (SH11's call). */
export function beforeSubmit(values: Record<string, unknown>) {
  return { password: values.password, newPassword: values.newPassword };
}
