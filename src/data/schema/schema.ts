/**
 * What the app and firestore.rules must agree on: every collection's name and every bound the
 * rules enforce too. The rules cannot import TypeScript, so tests/rules/limits-agree.test.ts
 * reads firestore.rules as text and checks each of these against it: a name or a bound
 * changed here cannot ship without the rules (and the other way round).
 */

/** The wall's messages, as every open wall, screen and the organizer's desk read them. */
export const MESSAGES_COLLECTION = 'messages';
/** What a moderator took down, with who and when; restored from here. */
export const REMOVED_COLLECTION = 'removed_messages';
/** One document per organizer allowed to moderate, keyed by e-mail address. */
export const MODERATORS_COLLECTION = 'moderators';
/** The wall settings: one document, settings/wall. */
export const SETTINGS_COLLECTION = 'settings';
export const WALL_SETTINGS_ID = 'wall';
/**
 * Who last changed the wall settings and when: settings_audit/wall = { updated_by, updated_at },
 * written in the same batch as settings/wall. It names a person, so only moderators read it;
 * settings/wall, which anyone reads, names nobody.
 */
export const SETTINGS_AUDIT_COLLECTION = 'settings_audit';
/** Posts held for the organizer's approval. */
export const PENDING_COLLECTION = 'pending_messages';
/** The markers that tell a visitor's device its waiting post was declined. */
export const DECLINED_COLLECTION = 'declined_messages';
/**
 * One document per guest identity (anonymous Auth uid): when it last posted, how often, and
 * which message its last post or edit was (last_post: one bookkeeping write, one post).
 */
export const POSTERS_COLLECTION = 'posters';
/**
 * Who wrote a message, private: authors/{messageId} = { uid, posted_at }, written in the
 * post's own batch; only that uid may get it, nobody lists it. The rules read it for an
 * author's edit or delete. The wall's documents carry no identity.
 */
export const AUTHORS_COLLECTION = 'authors';
/**
 * What an author's delete leaves for the organizer: deleted_messages/{messageId} =
 * { author_name, deleted_at }, never the words. Only moderators read it.
 */
export const DELETED_COLLECTION = 'deleted_messages';

/**
 * One guest identity's reactions (anonymous Auth uid): when it last reacted, to what, and how
 * many times it has reacted or taken a reaction back (src/data/posting/reactions.ts).
 */
export const REACTORS_COLLECTION = 'reactors';
/**
 * Under each message: one private document per guest per kind, `<uid>_<kind>`, holding only
 * when it was made. Only its owner reads it. A subcollection, so not in COLLECTIONS.
 */
export const REACTIONS_COLLECTION = 'reactions';

/**
 * A post's photo, made small on the guest's device and stored as bytes (Cloud Storage needs
 * the paid Blaze plan; this wall runs on Spark): photos/{messageId} the photo,
 * thumbs/{messageId} its thumbnail, each exactly { image: bytes, type, width, height }
 * (PHOTO_FIELDS), written only in the batch that makes their post. Read by visitors only while
 * the message is on the wall; by moderators always.
 */
export const PHOTOS_COLLECTION = 'photos';
export const THUMBS_COLLECTION = 'thumbs';

/** Every collection the app names, for the test that checks the rules match each one. */
export const COLLECTIONS = [
  MESSAGES_COLLECTION,
  REMOVED_COLLECTION,
  MODERATORS_COLLECTION,
  SETTINGS_COLLECTION,
  SETTINGS_AUDIT_COLLECTION,
  PENDING_COLLECTION,
  DECLINED_COLLECTION,
  POSTERS_COLLECTION,
  AUTHORS_COLLECTION,
  DELETED_COLLECTION,
  REACTORS_COLLECTION,
  PHOTOS_COLLECTION,
  THUMBS_COLLECTION,
] as const;

/** The wall's length limits (spec section 9), in UTF-16 code units as the form counts. */
export const AUTHOR_NAME_MAX = 50;
export const CONTENT_MAX = 500;

/**
 * A visitor's page of the wall: what the first display and each "Show more" read, and the
 * most a visitor's list of `messages` may ask for (firestore.rules: request.query.limit).
 */
export const MESSAGES_PAGE = 50;
/** A moderator's page: /moderate's list and its exports read the wall in pages of this. */
export const MODERATOR_PAGE = 500;

/** At most this many held-word entries in settings/wall (the rules check the count). */
export const HELD_WORDS_MAX = 100;
/**
 * The rules' bound on the stored pattern: the longest regular expression the rules engine's
 * matches() takes (a longer one makes every post's check an error, so every post would be
 * refused, waiting ones included: tests/rules/wallSettings.rules.test.ts). cleanHeldWords keeps as
 * many whole entries as fit.
 */
export const HELD_PATTERN_MAX = 4096;
/**
 * The most groups the rules engine's matches() takes in one pattern (a word with accented
 * letters costs a group for each of them). Not a rule the rules can state: cleanHeldWords
 * keeps the pattern within it, and tests/rules/wallSettings.rules.test.ts shows the engine's limit.
 */
export const HELD_PATTERN_GROUPS_MAX = 100;

/**
 * The pause between two posts of one identity (anonymous Auth): the form waits it out, and
 * firestore.rules refuses a post sooner than this after the same identity's last one, by the
 * server's clock.
 */
export const POST_PAUSE_SECONDS = 30;
export const POST_COOLDOWN_MS = POST_PAUSE_SECONDS * 1000;

/**
 * How many posts one identity may make in all, unless the organizer sets another number on
 * /moderate (settings/wall's poster_cap, within POSTER_CAP_MIN..POSTER_CAP_MAX).
 */
export const DEFAULT_POSTER_CAP = 20;
export const POSTER_CAP_MIN = 1;
export const POSTER_CAP_MAX = 1000;

/**
 * How long after posting a guest may edit or delete their own message (firestore.rules'
 * ownPostWindow, by the server's clock from authors/{id}.posted_at; the card offers it by
 * the device's clock from the moment it sent the post, which is earlier, so the buttons go
 * before the rules would refuse).
 */
export const OWN_POST_WINDOW_MINUTES = 10;
export const OWN_POST_WINDOW_MS = OWN_POST_WINDOW_MINUTES * 60_000;

/**
 * The fields of a `messages` document (and of its copies in pending_messages and
 * removed_messages):
 * - author_name, content: the name and the text, within the limits above;
 * - created_at: the server's time of the post (of its approval, for a held one);
 * - edited_at (optional): the server's time of the author's last edit, absent on a message
 *   never edited. Kept through a removal, a restore, a hold and an approval.
 * - reactions (optional): the counts per kind (REACTION_KINDS), absent until the first
 *   reaction. Kept through a removal, a restore, a decline, and an edit that goes back to
 *   waiting and its approval (the rules compare the maps; docs/wall.md).
 */
export const MESSAGE_FIELDS = [
  'author_name',
  'content',
  'created_at',
  'edited_at',
  'reactions',
  'photo',
] as const;

/**
 * A photo's documents (photos/{id}, thumbs/{id}): the encoded pixels and nothing else, no
 * metadata: image (bytes), type (PHOTO_TYPES), width and height (whole pixels), and bytes (the
 * image's size, which the desk's storage gauge sums; absent on images stored before it).
 */
export const PHOTO_FIELDS = ['image', 'type', 'width', 'height', 'bytes'] as const;
/** WebP where the browser encodes it, JPEG where it cannot. */
export const PHOTO_TYPES = ['image/webp', 'image/jpeg'] as const;
/** The photo: about this many pixels on its long edge, at most PHOTO_BYTES_MAX. */
export const PHOTO_EDGE = 1600;
export const PHOTO_BYTES_MAX = 400 * 1024;
/** The thumbnail the wall shows: about this many pixels on its long edge, at most THUMB_BYTES_MAX. */
export const THUMB_EDGE = 480;
export const THUMB_BYTES_MAX = 40 * 1024;
/** The rules' bound on either image's width and height, in pixels. */
export const PHOTO_EDGE_MAX = 2048;
/**
 * The message's `photo` field, { width, height, alt }: the photo's size, so the card keeps its
 * place before the picture arrives, and its alt text (the guest's, else "Photo from {name}"),
 * at most PHOTO_ALT_MAX UTF-16 units, checked like the name.
 */
export const PHOTO_ALT_MAX = 200;
/** What the wall does with photos (settings/wall's `photos`): absent is 'on'. */
export const PHOTO_MODES = ['off', 'wait', 'on'] as const;
export const DEFAULT_PHOTO_MODE = 'on';
/** How many photos one identity may post in all (settings/wall's photo_cap, else this). */
export const DEFAULT_PHOTO_CAP = 5;
export const PHOTO_CAP_MIN = 1;
export const PHOTO_CAP_MAX = 100;

/**
 * The fields of settings/wall, written whole by /moderate (approval.ts, writeWallSettings):
 * the wall settings, the seal's moment, the cap per guest, the held words with their pattern, and
 * the time of the change. Who made it is kept apart, in settings_audit/wall.
 */
export const WALL_SETTINGS_FIELDS = [
  'approval_required',
  'held_pattern',
  'held_words',
  'photo_cap',
  'photos',
  'poster_cap',
  'sealed_until',
  'updated_at',
] as const;
export type WallSettingsField = (typeof WALL_SETTINGS_FIELDS)[number];

/**
 * The four reactions, in the order every card shows them. A message's counts are its
 * `reactions` map field ({ cheers: 3, love: 1 }; a kind absent is 0), moved by one in the same
 * batch as the guest's own reaction document (firestore.rules, isReactionCount).
 */
export const REACTION_KINDS = ['cheers', 'love', 'haha', 'party'] as const;

/**
 * The pause between two reaction changes (a reaction or a take-back) of one identity, by the
 * server's clock: the wall sends them one after another, this far apart.
 */
export const REACTION_PAUSE_MS = 1000;

/**
 * How many reaction changes (each reaction and each take-back counts) one identity may make
 * in all: docs/security.md "What one script can cost" says why 50.
 */
export const REACTION_CAP = 50;
