// The malformed-input sweep (tests/unit/malformed-sweep.ts), part 5 of 5: pages and back-office lists
// opened with bad ids, tokens and query strings.
import { expectNoFailures, setUpSweep, sweepGets } from "./malformed-sweep";

setUpSweep();
sweepGets();
expectNoFailures();
