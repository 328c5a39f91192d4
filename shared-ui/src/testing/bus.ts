import { LOGGED_OUT } from '../bus/auth-state';
import { busHost, type BusCommand } from '../bus/bus';

/**
 * The shell's side of the bus, for tests that render a remote without the shell: the auth state
 * it would publish, and the commands it would hear.
 */
export function logIn(username: string, permissions = 'default'): void {
  busHost.publishAuth({ username, permissions, isLoggedIn: true, isLoggingIn: false });
}

export function logOut(): void {
  busHost.publishAuth(LOGGED_OUT);
}

/** Collects every command sent on the bus into `commands` until `stop()`. */
export function recordCommands(): { commands: BusCommand[]; stop: () => void } {
  const commands: BusCommand[] = [];
  const subscription = busHost.commands.subscribe((command) => commands.push(command));
  return { commands, stop: () => subscription.unsubscribe() };
}
