import { useEffect, useState } from 'react';
import { DomainDescriptionSourceToken } from '../../domain/tokens.js';
import { hostDescription } from '../api/domain-descriptions.js';
import * as css from '../pages/home-page.css.js';
import { useService } from '../services.js';
import { DOMAIN_DESCRIPTION_STATE } from './domain-description-state.js';

/**
 * docs/product.md §2, §5: home's line describing the domain the visitor came in on. The host is only known in the
 * browser (docs/architecture.md §4), so the prerender draws the line empty, its room kept while scripts can fill it
 * (docs/decisions/049), and the island fills it in once the file is read; a file that cannot be read is logged
 * (docs/product.md §8). Where it has nothing to say the line takes no room (docs/decisions/132). An island (docs/decisions/083): one read of the file per page, through the port.
 */
export function DomainDescription() {
  const source = useService(DomainDescriptionSourceToken);
  const [description, setDescription] = useState<string | undefined>(undefined);
  const [read, setRead] = useState(false);
  useEffect(() => {
    let current = true;
    hostDescription(source, window.location.host)
      .then(
        (text) => current && setDescription(text),
        (error: unknown) => console.error('Failed to fetch domain descriptions', error),
      )
      .finally(() => current && setRead(true));
    return () => {
      current = false;
    };
  }, [source]);
  return (
    <p className={css.domainDescription} aria-live="polite" {...{ [DOMAIN_DESCRIPTION_STATE]: read ? 'read' : 'reading' }}>
      {description ?? ''}
    </p>
  );
}
