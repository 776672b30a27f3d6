import { configure } from '@testing-library/react';

/**
 * `findBy*` and `waitFor` wait up to 1 s by default; a lazily loaded screen can take longer when npm
 * test's tiers share a busy machine. A hang guard, not a speed limit: timings are measured in bench/.
 */
configure({ asyncUtilTimeout: 5_000 });
