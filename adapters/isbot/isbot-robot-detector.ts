import { isbot } from 'isbot';
import type { RobotDetector } from '../../domain/clicks/click-filter.js';

/**
 * Robots by their user agent (docs/decisions/067): the `isbot` package's list, which its maintainers keep up with the
 * crawlers, link checkers and headless browsers that announce themselves.
 */
export const isbotRobotDetector: RobotDetector = (userAgent) => isbot(userAgent);
