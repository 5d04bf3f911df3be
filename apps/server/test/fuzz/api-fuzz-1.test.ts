import { fuzzShard } from './fuzz-run.js';

fuzzShard(1, 3);
