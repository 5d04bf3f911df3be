import { fuzzShard } from './fuzz-run.js';

fuzzShard(2, 3);
