/** The demo project every local suite and the emulators use. */
export const PROJECT_ID: string;
/** The documents path, as a document's name spells it (no leading slash). */
export const DOCS: string;
/** The same, as a REST path. */
export const DOCUMENTS: string;
/** The emulator's admin token. */
export const OWNER: string;

export type RestValue = Record<string, unknown>;
export type DocumentData = Record<string, string | boolean | number | Date | null | unknown[]>;
export interface MessageToWrite {
  id: string;
  author: string;
  content: string;
  createdAt: Date;
}

export function emulatorOrigin(host?: string): string;
export function emulatorFetch(
  method: string,
  path: string,
  body?: unknown,
  authorization?: string,
  host?: string,
): Promise<Response>;
export function emulatorRequest(
  method: string,
  path: string,
  body?: unknown,
  host?: string,
): Promise<unknown>;
export function restValue(value: unknown): RestValue;
export function restFields(data: DocumentData): Record<string, RestValue>;
export function writeDocument(path: string, data: DocumentData, host?: string): Promise<unknown>;
export function clearDatabase(host?: string): Promise<unknown>;
export function makeModerator(email: string, host?: string): Promise<unknown>;
export function loadRules(source: string, host?: string): Promise<unknown>;
export function writeMessages(messages: readonly MessageToWrite[], host?: string): Promise<void>;
export function hasMessages(host?: string): Promise<boolean>;
