// Before any rules file imports the Firebase SDK: its clients share one parse of the protobuf
// descriptors (scripts/test/protoCache.mjs). Where that cannot be set up, the suite runs as
// before, only slower, and says so.
import { cacheFirestoreProtoParsing } from '../../scripts/test/protoCache.mjs';

if (!(await cacheFirestoreProtoParsing())) {
  console.warn(
    "rules: the Firebase SDK's protobuf parse could not be shared (scripts/test/protoCache.mjs); every client parses its own, as before",
  );
}
