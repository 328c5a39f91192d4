export function SignupModal() {
  return null;
}
