/**
 * The organizer's side of tests/live/wall-settings.spec.ts, against the Firestore emulator's REST
 * API: settings/wall written with the emulator's admin token (the rules for writing it are
 * tested in tests/rules/wallSettings.rules.test.ts), and approval made as a signed-in moderator
 * through the real rules, with the unsigned ID token the emulator accepts (what
 * @firebase/rules-unit-testing sends), in the same batch /moderate commits.
 */
import { cleanHeldWords, heldPattern } from '../../src/data/schema/heldWords';
import {
  clearDatabase,
  DOCS,
  emulatorFetch,
  makeModerator,
  PROJECT_ID,
  writeDocument,
} from '../support/emulatorRest.mjs';
import { TEST_ORGANIZER } from '../support/samples.mjs';

export const MODERATOR = TEST_ORGANIZER.email;

function base64url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** An unsigned Firebase ID token for a verified Google account; the emulator reads its claims. */
function moderatorToken(email = MODERATOR): string {
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: `https://securetoken.google.com/${PROJECT_ID}`,
    aud: PROJECT_ID,
    iat: now,
    exp: now + 3600,
    auth_time: now,
    sub: 'organizer-uid',
    user_id: 'organizer-uid',
    email,
    email_verified: true,
    firebase: { sign_in_provider: 'google.com', identities: {} },
  };
  return `Bearer ${base64url({ alg: 'none', kid: 'fakekid', typ: 'JWT' })}.${base64url(claims)}.`;
}

export const request = emulatorFetch;

async function ok(response: Promise<Response>): Promise<Response> {
  const answer = await response;
  if (!answer.ok) throw new Error(`HTTP ${answer.status} ${await answer.text()}`);
  return answer;
}

/** Empties the database and makes MODERATOR a moderator, as the console does. */
export async function resetWithModerator(): Promise<void> {
  await clearDatabase();
  await makeModerator(MODERATOR);
}

export interface Switches {
  approval?: boolean;
  words?: string[];
  sealedUntil?: Date;
}

/** settings/wall as /moderate writes it (the pattern from the same function). */
export async function setSwitches({ approval = false, words = [], sealedUntil }: Switches) {
  const list = cleanHeldWords(words);
  await writeDocument('settings/wall', {
    approval_required: approval,
    sealed_until: sealedUntil ?? null,
    held_words: list,
    held_pattern: heldPattern(list),
  });
}

interface RestValue {
  stringValue?: string;
  timestampValue?: string;
  mapValue?: { fields?: Record<string, RestValue> };
}

interface RestDoc {
  name: string;
  fields: Record<string, RestValue>;
}

/**
 * What waits in pending_messages (read as the admin); editedAt for an author's edit, and its
 * reaction counts as stored (the REST value, passed back as it is by approveAsModerator).
 */
export async function waitingPosts(): Promise<
  { id: string; author: string; content: string; editedAt?: string; reactions?: RestValue }[]
> {
  const answer = await ok(request('GET', `/v1/${DOCS}/pending_messages`));
  const { documents = [] } = (await answer.json()) as { documents?: RestDoc[] };
  return documents.map((doc) => ({
    id: doc.name.split('/').at(-1) ?? '',
    author: doc.fields.author_name?.stringValue ?? '',
    content: doc.fields.content?.stringValue ?? '',
    editedAt: doc.fields.edited_at?.timestampValue,
    reactions: doc.fields.reactions,
  }));
}

/** Commits `writes` (REST Write objects) in one batch as the signed-in moderator, through the rules. */
async function commitAsModerator(writes: unknown[]): Promise<void> {
  await ok(request('POST', `/v1/${DOCS}:commit`, { writes }, moderatorToken()));
}

/** Approves a waiting post as the moderator, through the rules, in /moderate's batch. */
export async function approveAsModerator(
  id: string,
  author: string,
  content: string,
  editedAt?: string,
  reactions?: RestValue,
) {
  await commitAsModerator([
    {
      update: {
        name: `${DOCS}/messages/${id}`,
        fields: {
          author_name: { stringValue: author },
          content: { stringValue: content },
          // An edit that went back to waiting keeps its edit time (the rules compare it).
          ...(editedAt ? { edited_at: { timestampValue: editedAt } } : {}),
          // A held edit's reaction counts come back as they went (the rules compare them).
          ...(reactions ? { reactions } : {}),
        },
      },
      updateTransforms: [{ fieldPath: 'created_at', setToServerValue: 'REQUEST_TIME' }],
    },
    { delete: `${DOCS}/pending_messages/${id}` },
  ]);
}

/** A script that skips the form: posts straight to messages, unsigned, as a visitor can. */
export async function postAroundTheForm(author: string, content: string): Promise<number> {
  const answer = await request(
    'POST',
    `/v1/${DOCS}:commit`,
    {
      writes: [
        {
          update: {
            name: `${DOCS}/messages/script-${Date.now()}`,
            fields: { author_name: { stringValue: author }, content: { stringValue: content } },
          },
          updateTransforms: [{ fieldPath: 'created_at', setToServerValue: 'REQUEST_TIME' }],
        },
      ],
    },
    '',
  );
  return answer.status;
}

/** The message `author` wrote in `collection`, read as the admin, if it is there yet. */
async function findMessage(collection: string, author: string): Promise<RestDoc | undefined> {
  const answer = await ok(request('GET', `/v1/${DOCS}/${collection}`));
  const { documents = [] } = (await answer.json()) as { documents?: RestDoc[] };
  return documents.find((doc) => doc.fields.author_name?.stringValue === author);
}

/** Whether the server has the message `author` wrote on the wall (a post's write landed). */
export async function isOnTheWall(author: string): Promise<boolean> {
  return (await findMessage('messages', author)) !== undefined;
}

/** The stored fields of the one message `author` wrote, with its id. */
async function storedMessage(
  collection: string,
  author: string,
): Promise<{ id: string; fields: Record<string, RestValue> }> {
  const found = await findMessage(collection, author);
  if (!found) throw new Error(`no message from ${author} in ${collection}`);
  return { id: found.name.split('/').at(-1) ?? '', fields: found.fields };
}

/**
 * Removes the message `author` wrote as a signed-in moderator through the rules, in
 * /moderate's batch: its copy kept in removed_messages and its author's hold ended
 * (authors/{id} deleted). Resolves with its id.
 */
export async function removeAsModerator(author: string): Promise<string> {
  const { id, fields } = await storedMessage('messages', author);
  await commitAsModerator([
    {
      update: {
        name: `${DOCS}/removed_messages/${id}`,
        fields: { ...fields, removed_by: { stringValue: MODERATOR } },
      },
      updateTransforms: [{ fieldPath: 'removed_at', setToServerValue: 'REQUEST_TIME' }],
    },
    { delete: `${DOCS}/authors/${id}` },
    { delete: `${DOCS}/messages/${id}` },
  ]);
  return id;
}

/** Puts the removed message `author` wrote back as it was, as /moderate's restore does. */
export async function restoreAsModerator(author: string): Promise<void> {
  const { id, fields } = await storedMessage('removed_messages', author);
  const restored = { ...fields };
  delete restored.removed_by;
  delete restored.removed_at;
  await commitAsModerator([
    { update: { name: `${DOCS}/messages/${id}`, fields: restored } },
    { delete: `${DOCS}/removed_messages/${id}` },
    { delete: `${DOCS}/declined_messages/${id}` },
  ]);
}
