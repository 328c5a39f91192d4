export function AlertToast() {
  return null;
}
