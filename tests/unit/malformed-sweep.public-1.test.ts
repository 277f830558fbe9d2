// The malformed-input sweep (tests/unit/malformed-sweep.ts), part 1 of 5: every first public form
// of each pair, the route table's coverage, and a check that valid posts reach the real actions.
import { checkCoverage, checkHarness, expectNoFailures, publicRoutes, setUpSweep, sweepPosts } from "./malformed-sweep";

setUpSweep();
checkCoverage();
sweepPosts(publicRoutes.filter((_, index) => index % 2 === 0));
checkHarness();
expectNoFailures();
