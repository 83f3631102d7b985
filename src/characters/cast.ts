// The three characters in one lazily loaded chunk (see Characters.tsx).
export { BirthdayCake } from './BirthdayCake';
export { MugBuddy } from './MugBuddy';
export { PartyPal } from './PartyPal';
