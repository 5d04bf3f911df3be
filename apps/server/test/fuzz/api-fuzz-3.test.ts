import { fuzzShard } from './fuzz-run.js';

fuzzShard(3, 3);
