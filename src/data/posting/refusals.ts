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

/**
 * A post with a photo refused because its identity has posted as many photos as the organizer
 * allows (the rules' photo cap, settings/wall's photo_cap). The message says what to do: the
 * post itself may still go, without the photo. Pure, like PosterCapError.
 */
export class PhotoCapError extends Error {
  override name = 'PhotoCapError';
  constructor(readonly cap: number) {
    super(
      `You've shared ${cap} ${cap === 1 ? 'photo' : 'photos'}, the most this wall takes from one guest. Post your message without the photo.`,
    );
  }
}

/**
 * A post with a photo refused because the organizer has switched photos off (settings/wall's
 * `photos` is 'off'). Pure, like PosterCapError.
 */
export class PhotosOffError extends Error {
  override name = 'PhotosOffError';
  constructor() {
    super('The host has turned photos off for now. Post your message without the photo.');
  }
}
