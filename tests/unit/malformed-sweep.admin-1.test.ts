// The malformed-input sweep (tests/unit/malformed-sweep.ts), part 3 of 5: every first back-office
// form of each pair, sent with an administrator's session.
import { adminRoutes, expectNoFailures, setUpSweep, sweepPosts } from "./malformed-sweep";

setUpSweep();
sweepPosts(adminRoutes.filter((_, index) => index % 2 === 0));
expectNoFailures();
