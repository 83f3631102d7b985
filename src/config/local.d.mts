/** The project every local run uses. */
export const DEMO_PROJECT_ID: 'demo-birthday-wall';
/** Where the emulators and the local servers listen. */
export const LOCAL_HOST: '127.0.0.1';
/** The emulators' and the local servers' ports. */
export const PORTS: Readonly<{
  firestore: 8080;
  auth: 9099;
  hosting: 5000;
  dev: 5173;
  preview: 4173;
}>;
/** The Firestore emulator's "host:port" in a demo build. */
export const FIRESTORE_EMULATOR_HOST: string;
/** The Auth emulator's "host:port" in a demo build. */
export const AUTH_EMULATOR_HOST: string;

export interface HostPort {
  /** As written: an IPv6 address keeps its brackets ("[::1]"), as a URL needs them. */
  host: string;
  /** The address without IPv6 brackets ("::1"). */
  hostname: string;
  port: number;
}
/** "host:port" read, or undefined when it is not one. */
export function readHostPort(value: string): HostPort | undefined;
/** "host:port" read; throws, naming `name`, when it is not one. */
export function parseHostPort(value: string | undefined, name?: string): HostPort;
