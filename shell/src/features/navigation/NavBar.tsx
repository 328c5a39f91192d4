export function NavBar() {
  return null;
}
