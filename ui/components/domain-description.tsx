import { useEffect, useState } from 'react';
import { DomainDescriptionSourceToken } from '../../domain/tokens.js';
import { hostDescription } from '../api/domain-descriptions.js';
import * as css from '../pages/home-page.css.js';
import { useService } from '../services.js';

/**
 * docs/product.md §2, §5: home's line describing the domain the visitor came in on. The host is only known in the
 * browser, so the prerender draws the line empty, reserving its room so the page below does not move, and the island
 * fills it in once the file is read (docs/architecture.md §4); a file that cannot be read is logged, and the line stays
 * empty (docs/product.md §8). An island (docs/decisions/083): one read of the file per page, through the port.
 */
export function DomainDescription() {
  const source = useService(DomainDescriptionSourceToken);
  const [description, setDescription] = useState<string | undefined>(undefined);
  useEffect(() => {
    let current = true;
    hostDescription(source, window.location.host).then(
      (text) => current && setDescription(text),
      (error: unknown) => console.error('Failed to fetch domain descriptions', error),
    );
    return () => {
      current = false;
    };
  }, [source]);
  return (
    <p className={css.domainDescription} aria-live="polite">
      {description ?? ''}
    </p>
  );
}
