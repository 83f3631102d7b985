import { WallPlaceholder } from './WallPlaceholder';

/** The message wall (built in the wall issue). */
export default function Wall() {
  return <WallPlaceholder />;
}
