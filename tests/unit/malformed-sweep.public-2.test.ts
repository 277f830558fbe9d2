// The malformed-input sweep (tests/unit/malformed-sweep.ts), part 2 of 5: every second public form
// of each pair.
import { expectNoFailures, publicRoutes, setUpSweep, sweepPosts } from "./malformed-sweep";

setUpSweep();

sweepPosts(publicRoutes.filter((_, index) => index % 2 === 1));

expectNoFailures();
