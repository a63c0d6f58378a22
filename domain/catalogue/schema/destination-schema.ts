import { z } from 'zod';
import { TOPIC_ICONS } from '../../presentation/topic-icon.js';
import { fields, localised, oneOf, slug, text } from './fields.js';

/**
 * The destinations collection: one record per place, its name spelled once (docs/decisions/064, 099). Tours, hotels,
 * destination pages and the sections of /tours name a destination by its id, the slug of its page
 * (/destinations/{id}) where it has one.
 */
export const destinationSchema = () =>
  fields({
    id: slug(),
    name: localised(text()).describe('Spelled once: \'Playas del Coco\'.'),
    description: localised(text()).describe('The line under its name on /tours.'),
    icon: oneOf(TOPIC_ICONS).describe('Its /tours section\'s symbol, drawn by the UI.'),
    colour: z.string({ error: 'must be text' }).regex(/^#[0-9a-f]{6}$/, { error: 'must be a colour written #rrggbb in lowercase, such as #c2410c' }),
  });

export type CatalogueDestination = z.infer<ReturnType<typeof destinationSchema>>;
