import type { Page } from '@playwright/test';
import type { ServerUnderTest } from './server-under-test.js';

/**
 * What a scenario can do with the portal, whatever level it runs at (STYLE §9: one scenario,
 * several assemblies). Each level implements these with its own means: the domain with in-memory
 * adapters, the API over real HTTP, the UI in a real Chromium.
 */
export interface Portal {
  readonly operator: Operator;
  readonly visitor: Visitor;
  /** The real server, at the @api and @ui levels. */
  readonly server?: ServerUnderTest;
  /** The visitor's browser tab, at the @ui level. */
  readonly page?: Page;
  dispose(): Promise<void>;
}

export interface Operator {
  replaceTourPhoto(adminTourId: number, imageURL: string): Promise<void>;
}

export interface Visitor {
  openToursPage(): Promise<ToursPageView>;
}

/** The tours page as the visitor sees it. */
export interface ToursPageView {
  /** The custom photo a tour card shows with its "Custom Image" badge, if any. */
  customPhotoOf(publicTourId: string): Promise<string | undefined>;
  /** Ids of every tour card that shows a custom photo, in page order. */
  toursWithCustomPhoto(): Promise<string[]>;
}

export type Level = 'domain' | 'api' | 'ui';
