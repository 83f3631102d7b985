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
