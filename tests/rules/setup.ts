// Before any rules file imports the Firebase SDK: its clients share one parse of the protobuf
// descriptors (scripts/test/protoCache.mjs).
import { cacheFirestoreProtoParsing } from '../../scripts/test/protoCache.mjs';

cacheFirestoreProtoParsing();
