import {
  DECLINED_COLLECTION,
  MESSAGES_COLLECTION,
  MODERATORS_COLLECTION,
  PENDING_COLLECTION,
  REMOVED_COLLECTION,
  SETTINGS_AUDIT_COLLECTION,
  SETTINGS_COLLECTION,
} from '../../src/data/schema/schema';

// The collections, by the names src/data/schema/schema.ts gives them (tests/rules/limits-agree.test.ts
// checks those against firestore.rules' blocks), short for the rules suites. Apart from
// rulesEnvironment.ts, which is the emulator and the writes the suites share.
export const MESSAGES = MESSAGES_COLLECTION;
export const PENDING = PENDING_COLLECTION;
export const REMOVED = REMOVED_COLLECTION;
export const DECLINED = DECLINED_COLLECTION;
export const SETTINGS = SETTINGS_COLLECTION;
export const AUDIT = SETTINGS_AUDIT_COLLECTION;
export const MODERATORS = MODERATORS_COLLECTION;
