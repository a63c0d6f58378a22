import { Container } from 'inversify';
import { HttpTourImagesApi } from '../adapters/http/http-tour-images-api.js';
import { TourImagesApiToken } from '../domain/tokens.js';

/**
 * The browser's one composition root (STYLE §5): each port the UI needs is bound to its adapter
 * here. Components never import this file; they resolve ports with `useService(token)`.
 */
export function createContainer(): Container {
  const container = new Container();
  container.bind(TourImagesApiToken).toConstantValue(new HttpTourImagesApi());
  return container;
}
