/**
 * A post refused because its identity has made as many posts as the organizer allows (the
 * rules' cap, settings/wall's poster_cap). Pure, so the form can tell it apart without
 * loading Firebase.
 */
export class PosterCapError extends Error {
  override name = 'PosterCapError';
  constructor(readonly cap: number) {
    super(`This identity has made its ${cap} posts`);
  }
}

/**
 * An edit or a delete of a guest's own message refused because the message is no longer
 * theirs to change: the organizer took it down (or declined it) and put it back, which ends
 * its author's hold on it (firestore.rules, isAuthorHoldEnded). Pure, like PosterCapError.
 */
export class NoLongerYoursError extends Error {
  override name = 'NoLongerYoursError';
  constructor(readonly messageId: string) {
    super(`Message ${messageId} is no longer its author's to change`);
  }
}
