import { schedulerContract } from '../contracts/scheduler.contract.js';
import { TimeoutScheduler } from './timeout-scheduler.js';

schedulerContract('TimeoutScheduler', () => ({ scheduler: new TimeoutScheduler(), elapse: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }));
