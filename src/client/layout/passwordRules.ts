/**
 * Password rules of the change-password form (spec section 5: the new password must contain
 * letters and digits, and equal its confirmation). Kept in one function so the shared
 * validators in src/domain/validators can replace it when they land.
 */
export function passwordComplexityOk(value: string): boolean {
  return /[A-Za-z]/.test(value) && /\d/.test(value);
}

export function passwordsMatch(newPassword: string, confirm: string): boolean {
  return newPassword === confirm;
}
